import { realmKey } from "../keys";

/** How the realm hands a scope to new clients: realm default, realm optional, or not at all. */
export type ClientScopeType = "default" | "optional" | "none";

export const CLIENT_SCOPE_TYPES: readonly ClientScopeType[] = ["default", "optional", "none"];

/** Every client scope query of the realm lives under `all`, so a change anywhere reloads lists and details. */
export const clientScopeKeys = {
  all: (realm: string) => [...realmKey(realm), "client-scopes"] as const,
  /** The table's key for one choice of filters (undefined: any); the whole list is cached under it with "all". */
  table: (realm: string, filter: { type?: ClientScopeType; protocol?: string }, ...rest: unknown[]) =>
    [
      ...clientScopeKeys.all(realm),
      { type: filter.type ?? "any", protocol: filter.protocol ?? "any" },
      ...rest,
    ] as const,
  detail: (realm: string, id: string) => [...clientScopeKeys.all(realm), "by-id", id] as const,
  /** One named part of a scope, e.g. its protocol mappers: under the scope, so a change reloads its details too. */
  part: (realm: string, id: string, part: string, ...rest: unknown[]) =>
    [...clientScopeKeys.detail(realm, id), part, ...rest] as const,
  names: (realm: string) => [...clientScopeKeys.all(realm), "names"] as const,
};
