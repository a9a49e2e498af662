import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { pageLocally, type TableLoader } from "@/lib/paging";
import { fetchUiExt } from "../uiExt";
import type { RoleMappingResource, RoleMappingTarget } from "./keys";

/** A picked role; client roles carry their client. */
export type RoleRow = { role: RoleRepresentation; client?: ClientRepresentation };

/** What Keycloak's ui-ext role endpoints return for a client role. */
export type UiClientRole = { id: string; role: string; client: string; clientId: string; description?: string };

// The roles endpoint leaves out only the role with the given id (the composite being edited), so an id
// no role has lists every client role.
const ALL_CLIENT_ROLES: RoleMappingResource = { type: "roles", id: "all" };

export type PageQuery = { realm: string; first: number; max: number; search: string };

/**
 * Client roles of every client that can still be mapped to the resource, searched and paged by the server:
 * GET /admin/realms/{realm}/ui-ext/available-roles/{type}/{id}?first&max&search.
 */
export async function fetchAvailableClientRoles(
  adminClient: KeycloakAdminClient,
  { realm, first, max, search }: PageQuery,
  resource: RoleMappingResource = ALL_CLIENT_ROLES,
): Promise<UiClientRole[]> {
  const path = `available-roles/${resource.type}/${encodeURIComponent(resource.id)}`;
  return fetchUiExt(adminClient, realm, path, { first, max, search });
}

export function clientRoleRow(row: UiClientRole): RoleRow {
  return {
    role: { id: row.id, name: row.role, description: row.description, clientRole: true, containerId: row.clientId },
    client: { id: row.clientId, clientId: row.client },
  };
}

/** Realm roles, searched and paged by the server. */
export async function fetchRealmRoleRows(
  adminClient: KeycloakAdminClient,
  { realm, first, max, search }: PageQuery,
): Promise<RoleRow[]> {
  const roles = await adminClient.roles.find({ realm, first, max, search: search || undefined });
  return roles.map((role) => ({ role }));
}

/**
 * The picker's realm roles. For a role: every other realm role, searched and paged by the server. Otherwise the
 * roles not yet mapped (Keycloak's .../realm/available), which the server returns whole, filtered and paged here.
 */
export function availableRealmRolesLoader(
  adminClient: KeycloakAdminClient,
  { realm, kind, id }: RoleMappingTarget,
): TableLoader<RoleRow> {
  const available = () => {
    switch (kind) {
      case "users":
        return adminClient.users.listAvailableRealmRoleMappings({ realm, id });
      case "groups":
        return adminClient.groups.listAvailableRealmRoleMappings({ realm, id });
      case "clients":
        return adminClient.clients.listAvailableRealmScopeMappings({ realm, id });
      case "clientScopes":
        return adminClient.clientScopes.listAvailableRealmScopeMappings({ realm, id });
    }
  };
  return async (first, max, search) => {
    if (kind === "roles") {
      // one more than asked, so leaving the role itself out still fills the page
      const roles = await adminClient.roles.find({ realm, first, max: max + 1, search: search || undefined });
      return roles
        .filter((role) => role.id !== id)
        .slice(0, max)
        .map((role) => ({ role }));
    }
    const roles = (await available()) ?? [];
    return pageLocally(
      [...roles].sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "")),
      first,
      max,
      search,
      (role) => role.name ?? "",
    ).map((role) => ({ role }));
  };
}
