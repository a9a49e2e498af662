"use client";

import { useCallback } from "react";
import { STORAGE_KEYS, useStoredState } from "@/lib/storage";

/** Help mode (help icons next to fields): on by default, kept in localStorage, the same in every tab. */
export function useHelp(): { enabled: boolean; toggle(): void } {
  const [enabled, setEnabled] = useStoredState(STORAGE_KEYS.helpEnabled, true);
  const toggle = useCallback(() => setEnabled((previous) => !previous), [setEnabled]);
  return { enabled: enabled !== false, toggle };
}
