"use client";

import { useCallback, useMemo } from "react";
import { toPaletteItems, withRecentItem, type PaletteItem } from "@/lib/command-palette/results";
import { useWhoAmI } from "@/lib/queries/whoami";
import { STORAGE_KEYS, useStoredState } from "@/lib/storage";

/** The admin's recently opened palette items (most recent first), kept in localStorage per admin. */
export function useRecentItems(realm: string) {
  const userId = useWhoAmI(realm).data?.userId ?? "";
  const [stored, setStored] = useStoredState<unknown>(`${STORAGE_KEYS.paletteRecents}.${userId}`, []);
  const recentItems = useMemo(() => toPaletteItems(stored), [stored]);
  const addRecentItem = useCallback(
    (item: PaletteItem) => setStored((previous: unknown) => withRecentItem(toPaletteItems(previous), item)),
    [setStored],
  );
  return { recentItems, addRecentItem };
}
