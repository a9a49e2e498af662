"use client";

import { useCallback, useMemo } from "react";
import type { RealmNameRepresentation } from "@/lib/queries/realms";
import { STORAGE_KEYS, useStoredState } from "@/lib/storage";

export const MAX_RECENT_REALMS = 4;

type StoredRealm = RealmNameRepresentation | string;

/** Normalises stored entries (plain names from older versions become `{ name }`). */
function toRealmNames(stored: unknown): RealmNameRepresentation[] {
  if (!Array.isArray(stored)) return [];
  return (stored as StoredRealm[])
    .map((entry) => (typeof entry === "string" ? { name: entry } : entry))
    .filter((entry): entry is RealmNameRepresentation => typeof entry?.name === "string" && entry.name !== "");
}

/** Puts `realm` first, drops its older entry, keeps at most four. */
export function withRecentRealm(recent: readonly RealmNameRepresentation[], realm: RealmNameRepresentation) {
  return [realm, ...recent.filter((entry) => entry.name !== realm.name)].slice(0, MAX_RECENT_REALMS);
}

/** The realms the user opened last (most recent first), kept in localStorage under recentRealms. */
export function useRecentRealms() {
  const [stored, setStored] = useStoredState<StoredRealm[]>(STORAGE_KEYS.recentRealms, []);
  const addRecentRealm = useCallback(
    (realm: RealmNameRepresentation) => setStored((previous) => withRecentRealm(toRealmNames(previous), realm)),
    [setStored],
  );
  const removeRecentRealm = useCallback(
    (name: string) => setStored((previous) => toRealmNames(previous).filter((entry) => entry.name !== name)),
    [setStored],
  );
  const recentRealms = useMemo(() => toRealmNames(stored), [stored]);
  return { recentRealms, addRecentRealm, removeRecentRealm };
}
