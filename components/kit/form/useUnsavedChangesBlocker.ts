"use client";

import { useRef } from "react";
import { useBlocker } from "@tanstack/react-router";

/**
 * Holds navigation while `dirty()` is true so the screen can ask first; `allowNext()` lets one navigation
 * through (the screen's own, after saving).
 */
export function useUnsavedChangesBlocker(dirty: () => boolean) {
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
  };
}
