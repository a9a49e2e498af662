"use client";

import { useQuery } from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import Resource from "@keycloak/keycloak-admin-client/lib/resources/resource.js";
import { withSessionRenewal } from "@/lib/auth/token";
import { useAdminClient } from "@/lib/console-context";
import { readAllPages } from "@/lib/paging";
import { groupKeys } from "./keys";

const MANAGEMENT_CLIENT = "realm-management";
const administers = (roleName: string) => roleName === "realm-admin" || roleName.startsWith("manage-");

/**
 * GET /clients/{id}/roles/{role-name}/groups (Keycloak's RoleContainerResource), which the admin client has no
 * method for: the groups holding a client role directly.
 */
class ClientRoleGroups extends Resource<{ realm?: string }> {
  find = this.makeRequest<
    { id: string; roleName: string; first?: number; max?: number; briefRepresentation?: boolean },
    GroupRepresentation[]
  >({ method: "GET", path: "/{id}/roles/{roleName}/groups", urlParamKeys: ["id", "roleName"] });

  constructor(client: KeycloakAdminClient) {
    super(client, {
      path: "/admin/realms/{realm}/clients",
      getUrlParams: () => ({ realm: client.realmName }),
      getBaseUrl: () => client.baseUrl,
    });
  }
}

/** A group holding administration roles, the ids from the root down to it (its URL), and the roles' names. */
export type AdminRoleGroup = { group: GroupRepresentation; idPath: string[]; roles: string[] };

/** The ids from the root down to the group: a sub-group's parents are read one by one up the tree. */
async function idPathOf(adminClient: KeycloakAdminClient, realm: string, group: GroupRepresentation) {
  const ids = [group.id!];
  let parentId = group.parentId;
  while (parentId) {
    ids.unshift(parentId);
    parentId = (await adminClient.groups.findOne({ realm, id: parentId }))?.parentId;
  }
  return ids;
}

/**
 * The groups holding realm-admin or a manage-* role of realm-management directly, which every member inherits: the
 * roles, then each role's groups, asked at once.
 */
export function useAdminRoleGroups(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: groupKeys.adminRoleHolders(realm),
    queryFn: async (): Promise<AdminRoleGroup[]> => {
      const [management] = await adminClient.clients.find({ realm, clientId: MANAGEMENT_CLIENT });
      if (!management?.id) return [];
      const id = management.id;
      const roles = (await adminClient.clients.listRoles({ realm, id })).filter((role) => administers(role.name ?? ""));
      const resource = new ClientRoleGroups(adminClient);
      const holders = await Promise.all(
        roles.map(async (role) => {
          const groups = await readAllPages((first, max) =>
            withSessionRenewal(() => resource.find({ realm, id, roleName: role.name!, first, max })),
          );
          return groups.map((group) => ({ group, role: role.name! }));
        }),
      );
      const byGroup = new Map<string, { group: GroupRepresentation; roles: string[] }>();
      for (const { group, role } of holders.flat()) {
        const entry = byGroup.get(group.id!) ?? { group, roles: [] };
        entry.roles.push(role);
        byGroup.set(group.id!, entry);
      }
      return Promise.all(
        [...byGroup.values()].map(async (entry) => ({
          ...entry,
          idPath: await idPathOf(adminClient, realm, entry.group),
        })),
      );
    },
  });
}
