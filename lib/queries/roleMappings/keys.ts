import { realmKey } from "../keys";

/** What a role-mapping view maps roles to; "roles" edits a role's composites (its associated roles). */
export type RoleMappingKind = "users" | "groups" | "roles" | "clientScopes" | "clients";

export type RoleMappingTarget = { realm: string; kind: RoleMappingKind; id: string };

/** The things roles can be mapped to, as the ui-ext available-roles endpoints name them. */
export type RoleMappingResource = { type: "users" | "groups" | "clients" | "clientScopes" | "roles"; id: string };

/** Every cached list of role mappings: one target's under `target`, every target's of a kind under `kind`. */
export const roleMappingKeys = {
  all: (realm: string) => [...realmKey(realm), "role-mappings"] as const,
  kind: (realm: string, kind: RoleMappingKind) => [...roleMappingKeys.all(realm), kind] as const,
  target: (realm: string, kind: RoleMappingKind, id: string, ...rest: unknown[]) =>
    [...roleMappingKeys.kind(realm, kind), id, ...rest] as const,
  clientId: (realm: string, clientUuid: string) => [...roleMappingKeys.all(realm), "client-id", clientUuid] as const,
};

/** The role pickers' lists, one per kind of role and resource they are offered for. */
export const availableRoleKeys = {
  all: (realm: string) => [...realmKey(realm), "available-roles"] as const,
  list: (realm: string, kind: "realm" | "client", resource?: RoleMappingResource) =>
    [...availableRoleKeys.all(realm), kind, resource?.type ?? "all", resource?.id ?? "all"] as const,
};
