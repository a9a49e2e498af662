"use client";

import { useRef } from "react";
import { useBlocker } from "@tanstack/react-router";

export type UnsavedChangesBlocker = {
  blocked: boolean;
  leave(): void;
  stay(): void;
  /** Lets one navigation through (the screen's own, after saving). */
  allowNext(): void;
  /** Runs `navigate` (which may leave the screen) without asking, however it ends. */
  passThrough(navigate: () => unknown): Promise<void>;
};

/**
 * Holds navigation while `dirty()` is true so the screen can ask first; `allowNext()` lets one navigation
 * through (the screen's own, after saving).
 */
export function useUnsavedChangesBlocker(dirty: () => boolean): UnsavedChangesBlocker {
  const allowOnce = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => {
      if (allowOnce.current) {
        allowOnce.current = false;
        return false;
      }
      return dirty();
    },
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  return {
    blocked: blocker.status === "blocked",
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    allowNext: () => {
      allowOnce.current = true;
    },
    passThrough: async (navigate) => {
      allowOnce.current = true;
      try {
        await navigate();
      } finally {
        allowOnce.current = false;
      }
    },
  };
}
