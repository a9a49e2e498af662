import { realmKey } from "../keys";

/** How the realm hands a scope to new clients: realm default, realm optional, or not at all. */
export type ClientScopeType = "default" | "optional" | "none";

export const CLIENT_SCOPE_TYPES: readonly ClientScopeType[] = ["default", "optional", "none"];

/** Every client scope query of the realm lives under this, so a change anywhere reloads lists and details. */
export const clientScopesKey = (realm: string) => [...realmKey(realm), "client-scopes"] as const;
/** The table's key for one choice of filters (undefined: any). */
export const clientScopesTableKey = (realm: string, filter: { type?: ClientScopeType; protocol?: string }) =>
  [...clientScopesKey(realm), { type: filter.type ?? "any", protocol: filter.protocol ?? "any" }] as const;
export const clientScopeKey = (realm: string, id: string) => [...clientScopesKey(realm), "by-id", id] as const;
