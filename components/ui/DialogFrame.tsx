"use client";

import type { ReactNode } from "react";
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
  return (
    <Dialog.Root {...root} onOpenChange={({ open }) => !open && onClose?.()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{wrap ? wrap(content) : content}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
