import { realmKey } from "../keys";

/**
 * Every client query of the realm lives under `all`, so a change anywhere reloads lists and details; what belongs to
 * one client (secret, scopes, mappers, roles, its authorization settings) lives under its `detail`, so a change to
 * the client reloads it too.
 */
export const clientKeys = {
  all: (realm: string) => [...realmKey(realm), "clients"] as const,
  /** Every client of the realm at once, for what looks across them all (the advisor). */
  whole: (realm: string) => [...clientKeys.all(realm), "whole"] as const,
  detail: (realm: string, id: string) => [...clientKeys.all(realm), "by-id", id] as const,
  /** One named part of a client, e.g. part(realm, id, "secret"). */
  part: (realm: string, id: string, part: string, ...rest: unknown[]) =>
    [...clientKeys.detail(realm, id), part, ...rest] as const,
  /** The client's resource server: resources, scopes, policies and permissions refer to each other, so any change
   * reloads the whole subtree. */
  authz: (realm: string, id: string, ...rest: unknown[]) => clientKeys.part(realm, id, "authz", ...rest),
  /** The client's roles: its role list's pages and what else reads them. */
  roles: (realm: string, id: string, ...rest: unknown[]) => clientKeys.part(realm, id, "roles", ...rest),
  /** The client picker's pages: under `all`, so client changes reload them, apart from the table's pages. */
  picker: (realm: string, ...rest: unknown[]) => [...clientKeys.all(realm), "picker", ...rest] as const,
  /** The realm's management client (realm-management), which holds the fine-grained permissions. */
  managementClient: (realm: string) => [...clientKeys.all(realm), "management-client"] as const,
};
