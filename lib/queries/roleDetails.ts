"use client";

import { useAdminMutation } from "./adminMutation";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAdminClient, useAlerts } from "@/lib/console-context";
import { useCallback } from "react";
import type { TableLoader, TableSource } from "@/lib/paging";
import { realmKey } from "./keys";

/** The realm's roles; the realm roles list keeps its pages under this too, so a change here reloads them. */
export const realmRolesKey = (realm: string) => [...realmKey(realm), "roles"] as const;

export const roleDetailsKey = (realm: string, id: string) => [...realmRolesKey(realm), "by-id", id] as const;

export const usersInRoleKey = (realm: string, roleName: string) =>
  [...realmRolesKey(realm), "users-in-role", roleName] as const;

/** GET /roles-by-id/{id}; null when there is no such role. */
export function useRoleDetails(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: roleDetailsKey(realm, id),
    queryFn: async () => (await adminClient.roles.findOneById({ realm, id })) ?? null,
  });
}

/** One page of the users the role is mapped to directly: GET /roles/{name}/users?first&max. */
export function fetchUsersInRole(
  adminClient: KeycloakAdminClient,
  realm: string,
  roleName: string,
  first: number,
  max: number,
): Promise<UserRepresentation[]> {
  return adminClient.roles.findUsersWithRole({ realm, name: roleName, first, max, briefRepresentation: true });
}

/**
 * PUT /roles-by-id/{id} with the whole representation. Says so on success; failures are left to the caller,
 * whose form puts field errors on their fields.
 */
export function useUpdateRole(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((role: RoleRepresentation) => adminClient.roles.updateById({ realm, id }, role), {
    successKey: "roleSaveSuccess",
    keys: () => [realmRolesKey(realm)],
  });
}

/** DELETE /roles-by-id/{id}; says so, or shows the server's error. */
export function useDeleteRole(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (id: string) => adminClient.roles.delById({ realm, id }),
    onSuccess: (_result, id) => {
      addAlert(t("roleDeletedSuccess"), "success");
      queryClient.removeQueries({ queryKey: roleDetailsKey(realm, id) });
      return queryClient.invalidateQueries({ queryKey: realmRolesKey(realm) });
    },
    onError: (error) => addError("roleDeleteError", error),
  });
}

/** The users-in-role table's data: the users the role is mapped to directly, paged by the server. */
export function useUsersInRoleSource(realm: string, roleName: string): TableSource<UserRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback<TableLoader<UserRepresentation>>(
    (first, max) => fetchUsersInRole(adminClient, realm, roleName, first, max),
    [adminClient, realm, roleName],
  );
  return { queryKey: usersInRoleKey(realm, roleName), loader };
}
