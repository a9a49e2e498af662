"use client";

import { useEffect, type RefObject } from "react";
import { FOCUS_SEARCH_KEY, isTypingTarget } from "@/lib/keyboard";

/**
 * `/` outside a field focuses this search box, unless it sits behind an open dialog. With several lists on screen
 * the first one listening takes the key.
 */
export function useSlashFocus(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_SEARCH_KEY || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) {
        return;
      }
      const input = ref.current;
      if (!input || isTypingTarget(event.target) || input.closest("[inert], [aria-hidden='true']")) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ref]);
}
