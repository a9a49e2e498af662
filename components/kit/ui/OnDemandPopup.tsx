"use client";

import { cloneElement, Suspense, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";

export type PopupProps = { defaultOpen?: boolean };

type TriggerProps = {
  "aria-haspopup"?: "menu" | "dialog";
  "aria-expanded"?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

export type OnDemandPopupProps = {
  /** What the user sees before the popup's code is loaded: the same button the popup renders as its trigger. */
  trigger: ReactElement<TriggerProps>;
  /** Renders the `lazy()` popup, which shows `trigger` itself and opens at once when `defaultOpen`. */
  popup: (props: PopupProps) => ReactNode;
  /** Starts fetching the popup's code; called when the pointer or focus reaches the trigger. */
  preload: () => unknown;
  kind?: "menu" | "dialog";
};

/**
 * A menu or popover whose code (Ark's state machines, positioning, focus handling) is fetched the first time someone
 * reaches for it, keeping it out of the console's first load. Until then a plain button stands in for the trigger;
 * once opened, the real popup replaces it and stays.
 */
export function OnDemandPopup({ trigger, popup, preload, kind = "menu" }: OnDemandPopupProps) {
  const [requested, setRequested] = useState(false);
  if (requested) {
    return <Suspense fallback={trigger}>{popup({ defaultOpen: true })}</Suspense>;
  }
  const open = () => setRequested(true);
  return cloneElement(trigger, {
    "aria-haspopup": kind,
    "aria-expanded": false,
    onClick: open,
    // menu buttons also open on the arrow keys
    onKeyDown: (event) => {
      if (kind === "menu" && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        event.preventDefault();
        open();
      }
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
}
