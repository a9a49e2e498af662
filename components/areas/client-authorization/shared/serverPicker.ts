import {
  useResourceScopeMatches,
  useServerMatches,
  useServerOptionsById,
  type ServerOptionKind,
} from "@/lib/queries/authorization";

/**
 * The server search and the by-id lookup a SearchSelect field takes, for one kind of the resource server's objects;
 * the search never offers `exclude`.
 */
export function serverPicker(realm: string, clientId: string, kind: ServerOptionKind, exclude?: string) {
  return {
    useMatches: (search: string) => useServerMatches(realm, clientId, kind, search, exclude),
    useOptionsById: (ids: readonly string[]) => useServerOptionsById(realm, clientId, kind, ids),
  };
}

/** Scopes by id: those of the resource when one is chosen, otherwise any of the resource server's. */
export function scopePicker(realm: string, clientId: string, resourceId: string | undefined) {
  if (!resourceId) return serverPicker(realm, clientId, "scopes");
  return {
    useMatches: (search: string) => useResourceScopeMatches(realm, clientId, resourceId, search),
    useOptionsById: (ids: readonly string[]) => useServerOptionsById(realm, clientId, "scopes", ids),
  };
}
