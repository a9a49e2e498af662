import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type MappingsRepresentation from "@keycloak/keycloak-admin-client/lib/defs/mappingsRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";

/** What a user holds beyond its representation, for the columns of the same names; absent when not asked for. */
export type UserMemberships = { groups?: string[]; realmRoles?: string[]; clientRoles?: string[] };

/** The membership columns an export may add; the import reads groups and realm roles back under these names. */
export const MEMBERSHIP_COLUMNS = ["groups", "realmRoles", "clientRoles"] as const;

export type MembershipColumn = (typeof MEMBERSHIP_COLUMNS)[number];

const names = (roles: readonly RoleRepresentation[] | undefined) =>
  (roles ?? []).flatMap((role) => (role.name ? [role.name] : []));

/** Keycloak's MappingsRepresentation keys client mappings by clientId; each holds the client's mapped roles. */
type ClientMappings = Record<string, { client?: string; mappings?: RoleRepresentation[] }>;

/**
 * The roles mapped to the user directly (not through groups or composites), as the import would assign them again:
 * realm roles by name, client roles as "clientId/role"; each sorted, so that two exports compare line by line.
 */
export function roleColumns(mappings: MappingsRepresentation): { realmRoles: string[]; clientRoles: string[] } {
  const clients = Object.entries((mappings.clientMappings ?? {}) as ClientMappings);
  return {
    realmRoles: names(mappings.realmMappings).sort(),
    clientRoles: clients
      .flatMap(([clientId, client]) => names(client.mappings).map((role) => `${client.client ?? clientId}/${role}`))
      .sort(),
  };
}

/** The groups' full paths ("/Sales/EMEA"), sorted; a group without a path is named by its name under the root. */
export const groupPaths = (groups: readonly GroupRepresentation[]): string[] =>
  groups.flatMap((group) => (group.path ? [group.path] : group.name ? [`/${group.name}`] : [])).sort();
