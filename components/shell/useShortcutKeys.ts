"use client";

import { useEffect, useRef } from "react";
import { SEQUENCE_TIMEOUT_MS, shortcutAction, type GoShortcut } from "@/lib/command-palette/shortcuts";
import { isTypingTarget } from "@/lib/keyboard";

type ShortcutHandlers = { onPalette(): void; onHelp(): void; onGo(shortcut: GoShortcut): void };

/** The console's keyboard shortcuts (lib/command-palette/shortcuts.ts), listened for on the whole document. */
export function useShortcutKeys(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    let gPressedAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const afterG = event.timeStamp - gPressedAt <= SEQUENCE_TIMEOUT_MS;
      gPressedAt = Number.NEGATIVE_INFINITY;
      const action = shortcutAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          typing: isTypingTarget(event.target),
        },
        afterG,
      );
      if (action.type === "none") return;
      if (action.type === "awaitSecondKey") {
        gPressedAt = event.timeStamp;
        return;
      }
      event.preventDefault();
      if (action.type === "palette") latest.current.onPalette();
      else if (action.type === "help") latest.current.onHelp();
      else latest.current.onGo(action.shortcut);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
