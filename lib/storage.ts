"use client";

import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";

/** The localStorage keys the console uses. */
export const STORAGE_KEYS = {
  helpEnabled: "helpEnabled",
  pageSize: "pageSize",
  recentRealms: "recentRealms",
  /** Followed by ".{admin's user id}": each admin's recent command-palette items. */
  paletteRecents: "paletteRecents",
  /** The console language chosen in the user menu (a locale code). */
  language: "language",
} as const;

// The browser's "storage" event only reaches other tabs; this one tells hooks in the same tab.
const SAME_TAB_EVENT = "console-storage";

type StorageChange = { key: string };

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readStored<T>(key: string, fallback: T): T {
  return parseOr(storage()?.getItem(key) ?? null, fallback);
}

export function writeStored<T>(key: string, value: T): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the value lives on in this render only
  }
  window.dispatchEvent(new CustomEvent<StorageChange>(SAME_TAB_EVENT, { detail: { key } }));
}

function subscribe(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onSameTab = (event: Event) => {
    if ((event as CustomEvent<StorageChange>).detail?.key === key) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(SAME_TAB_EVENT, onSameTab);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(SAME_TAB_EVENT, onSameTab);
  };
}

/**
 * A value kept in localStorage under `key` (JSON), shared by every component and tab that uses the key:
 * a change in one tab shows in the others through the browser's storage event.
 */
export function useStoredState<T>(key: string, defaultValue: T): [T, (value: T | ((previous: T) => T)) => void] {
  // Callers pass literals; the first one is the fallback for a missing or unreadable entry.
  const fallback = useRef(defaultValue).current;
  const subscribeToKey = useCallback((onChange: () => void) => subscribe(key, onChange), [key]);
  // The raw string is the snapshot, so an unchanged entry keeps its parsed value between renders.
  const raw = useSyncExternalStore(
    subscribeToKey,
    () => storage()?.getItem(key) ?? null,
    () => null,
  );
  const value = useMemo(() => parseOr(raw, fallback), [raw, fallback]);
  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const previous = readStored(key, fallback);
      writeStored(key, typeof next === "function" ? (next as (previous: T) => T)(previous) : next);
    },
    [key, fallback],
  );
  return [value, setValue];
}

function parseOr<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
