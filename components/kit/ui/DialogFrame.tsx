"use client";

import { useCallback, useLayoutEffect, useRef, type ReactNode } from "react";
import { Dialog, Portal } from "@chakra-ui/react";

export type DialogFrameProps = Omit<Dialog.RootProps, "children" | "onOpenChange"> & {
  title: ReactNode;
  /** The dialog's buttons. */
  footer: ReactNode;
  children?: ReactNode;
  /** Escape, a click outside or a close trigger; the dialog's own buttons call their handlers. */
  onClose?(): void;
  /** Wraps the header, body and footer, as a form does. */
  wrap?(content: ReactNode): ReactNode;
};

/**
 * A dialog opened from a menu item remembers the menu's button: the item, focused when the dialog opens, is gone by
 * the time the dialog closes, so focus would otherwise fall to the page instead of going back where the admin was.
 */
function useMenuButtonToReturnTo(open: boolean | undefined) {
  const menuButton = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const menuLabelledBy = active?.closest('[role="menu"]')?.getAttribute("aria-labelledby");
    menuButton.current = menuLabelledBy ? document.getElementById(menuLabelledBy) : null;
  }, [open]);
  return useCallback(() => (menuButton.current?.isConnected ? menuButton.current : null), []);
}

/** Every dialog's frame: portal, backdrop, title, body and footer. */
export function DialogFrame({ title, footer, children, onClose, wrap, ...root }: DialogFrameProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  const menuButton = useMenuButtonToReturnTo(root.open);
  return (
    <Dialog.Root finalFocusEl={menuButton} {...root} onOpenChange={({ open }) => !open && onClose?.()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{wrap ? wrap(content) : content}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
