// Which roles a role-mapping view lists and which of them are inherited. Pure: the server calls live in
// lib/queries/roleMappings.ts and hand their answers in here.
import type MappingsRepresentation from "@keycloak/keycloak-admin-client/lib/defs/mappingsRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";

/** The client a client role belongs to: its internal id and its clientId. */
export type RoleClient = { id: string; clientId: string };

/** A mapped role; client roles carry their client. */
export type MappedRole = { role: RoleRepresentation; client?: RoleClient };

/** A row of the role-mapping table: inherited rows come through a composite, a group or a parent group. */
export type RoleMappingRow = MappedRole & { inherited: boolean };

/** A client role as Keycloak's ui-ext effective/available role endpoints return it. */
export type UiClientRole = { id: string; role: string; client: string; clientId: string; description?: string };

/** The direct mappings of a MappingsRepresentation (GET .../role-mappings or .../scope-mappings). */
export function mappedRolesOf(mappings: MappingsRepresentation): MappedRole[] {
  const realmRoles = (mappings.realmMappings ?? []).map((role) => ({ role }));
  const clientRoles = Object.entries(mappings.clientMappings ?? {}).flatMap(([clientId, entry]) =>
    ((entry.mappings ?? []) as RoleRepresentation[]).map((role) => ({
      role,
      client: { id: String(entry.id ?? role.containerId ?? ""), clientId: String(entry.client ?? clientId) },
    })),
  );
  return [...realmRoles, ...clientRoles];
}

export function mappedClientRole(row: UiClientRole): MappedRole {
  return {
    role: { id: row.id, name: row.role, description: row.description, clientRole: true, containerId: row.clientId },
    client: { id: row.clientId, clientId: row.client },
  };
}

/**
 * Roles (as the server returns them, client roles naming their client's internal id in containerId) with their
 * clients filled in from `clients` (internal id -> clientId). Client roles of an unknown client are dropped.
 */
export function withClients(roles: readonly RoleRepresentation[], clients: ReadonlyMap<string, string>): MappedRole[] {
  return roles.flatMap((role) => {
    if (!role.clientRole) return [{ role }];
    const clientId = role.containerId ? clients.get(role.containerId) : undefined;
    return clientId === undefined ? [] : [{ role, client: { id: role.containerId!, clientId } }];
  });
}

const roleKey = (row: MappedRole) => row.role.id ?? `${row.client?.id ?? ""}/${row.role.name ?? ""}`;

/** Realm roles first, then client roles by client; each by name. */
export function compareRows(a: MappedRole, b: MappedRole): number {
  const byClient = (a.client?.clientId ?? "").localeCompare(b.client?.clientId ?? "");
  if (!a.client !== !b.client) return a.client ? 1 : -1;
  return byClient || (a.role.name ?? "").localeCompare(b.role.name ?? "");
}

/**
 * The table's rows. With inherited roles hidden, the direct mappings; otherwise every effective role (direct ones
 * included, even if the effective list missed them), each inherited unless it is mapped directly. One row per role.
 */
export function roleMappingRows(
  direct: readonly MappedRole[],
  effective: readonly MappedRole[],
  hideInherited: boolean,
): RoleMappingRow[] {
  const directIds = new Set(direct.map(roleKey));
  const rows = new Map<string, RoleMappingRow>();
  for (const row of direct) rows.set(roleKey(row), { ...row, inherited: false });
  if (!hideInherited) {
    for (const row of effective) {
      const key = roleKey(row);
      if (!rows.has(key)) rows.set(key, { ...row, inherited: !directIds.has(key) });
    }
  }
  return [...rows.values()].sort(compareRows);
}

/**
 * Every role reachable from `roots` through composites (the roots included), each once, cycles tolerated.
 * `composites` answers a composite role's own composites; it is only asked for roles marked composite.
 */
export async function expandComposites(
  roots: readonly RoleRepresentation[],
  composites: (role: RoleRepresentation) => Promise<RoleRepresentation[]>,
): Promise<RoleRepresentation[]> {
  const seen = new Map<string, RoleRepresentation>();
  let frontier = roots.filter((role) => role.id !== undefined);
  while (frontier.length > 0) {
    const fresh = [...new Map(frontier.filter((role) => !seen.has(role.id!)).map((role) => [role.id!, role])).values()];
    for (const role of fresh) seen.set(role.id!, role);
    const children = await Promise.all(fresh.filter((role) => role.composite).map(composites));
    frontier = children.flat().filter((role) => role.id !== undefined && !seen.has(role.id));
  }
  return [...seen.values()];
}

/** The text a search matches: the client's clientId and the role name. */
export function rowSearchText(row: MappedRole): string {
  return row.client ? `${row.client.clientId} ${row.role.name ?? ""}` : (row.role.name ?? "");
}
