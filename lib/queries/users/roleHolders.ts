"use client";

import { useQuery } from "@tanstack/react-query";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { readAllPages } from "@/lib/paging";
import { userKeys } from "./keys";

const MANAGEMENT_CLIENT = "realm-management";
const administers = (roleName: string) => roleName === "realm-admin" || roleName.startsWith("manage-");

/** A user holding one of the realm's administration roles, and the types of the credentials it has. */
export type ManagementRoleHolder = { user: UserRepresentation; credentialTypes: string[] };

/**
 * The users (service accounts among them: Keycloak does not mark them here) holding realm-admin or a manage-* role of
 * realm-management directly, each with its credentials' types: the roles, then their holders, then the holders'
 * credentials, each step asked at once. Holders through a group or a composite role are not among them.
 */
export function useManagementRoleHolders(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.managementRoleHolders(realm),
    queryFn: async (): Promise<ManagementRoleHolder[]> => {
      const [management] = await adminClient.clients.find({ realm, clientId: MANAGEMENT_CLIENT });
      if (!management?.id) return [];
      const id = management.id;
      const roles = (await adminClient.clients.listRoles({ realm, id })).filter((role) => administers(role.name ?? ""));
      const holders = await Promise.all(
        roles.map((role) =>
          readAllPages((first, max) =>
            adminClient.clients.findUsersWithRole({
              realm,
              id,
              roleName: role.name!,
              briefRepresentation: false,
              first,
              max,
            }),
          ),
        ),
      );
      const users = [...new Map(holders.flat().map((user) => [user.id, user])).values()];
      return Promise.all(
        users.map(async (user) => ({
          user,
          credentialTypes: (await adminClient.users.getCredentials({ realm, id: user.id! })).map(
            (credential) => credential.type ?? "",
          ),
        })),
      );
    },
  });
}
