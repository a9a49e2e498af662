import { useRealmMatches, useRealmOptionsById, type RealmOptionKind } from "@/lib/queries/authorization";

/** The server search and the by-id lookup a SearchSelect field takes, for one kind of the realm's objects. */
export function realmPicker(realm: string, kind: RealmOptionKind) {
  return {
    useMatches: (search: string) => useRealmMatches(realm, kind, search),
    useOptionsById: (ids: readonly string[]) => useRealmOptionsById(realm, kind, ids),
  };
}
