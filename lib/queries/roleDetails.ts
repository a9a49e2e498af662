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
import { clientKeys } from "./clients/keys";

/** Where a role lives: the realm, or a client (by its internal id). */
export type RoleContainer = { kind: "realm" } | { kind: "client"; clientId: string };

export const REALM_CONTAINER: RoleContainer = { kind: "realm" };

/**
 * The realm's roles, and any role by id (realm or client role alike, as /roles-by-id reads them); the realm roles
 * list keeps its pages under `all` too, so a change here reloads them. A client's roles live under the client.
 */
export const roleKeys = {
  all: (realm: string) => [...realmKey(realm), "roles"] as const,
  list: (realm: string) => [...roleKeys.all(realm), "list"] as const,
  detail: (realm: string, id: string) => [...roleKeys.all(realm), "by-id", id] as const,
  composites: (realm: string, id: string) => [...roleKeys.detail(realm, id), "composites"] as const,
  /** Every composite role of the realm and its clients, with the roles each holds directly. */
  compositeRoles: (realm: string) => [...roleKeys.all(realm), "composite-roles"] as const,
};

/** A container's roles, from its resource's factory: its list's pages and what else reads them live under this. */
export const rolesOf = (realm: string, container: RoleContainer, ...rest: unknown[]) =>
  container.kind === "realm" ? [...roleKeys.all(realm), ...rest] : clientKeys.roles(realm, container.clientId, ...rest);

/** What a change to a role makes stale: its details and its container's lists. */
const staleAfterRoleChange = (realm: string, id: string, container: RoleContainer) =>
  container.kind === "realm" ? [roleKeys.all(realm)] : [roleKeys.detail(realm, id), rolesOf(realm, container)];

/** GET /roles-by-id/{id}; null when there is no such role. */
export function useRoleDetails(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: roleKeys.detail(realm, id),
    queryFn: async () => (await adminClient.roles.findOneById({ realm, id })) ?? null,
  });
}

/** GET /roles-by-id/{id}/composites: the roles a composite role holds directly, realm and client roles alike. */
export function useRoleComposites(realm: string, id: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: roleKeys.composites(realm, id ?? ""),
    queryFn: () => adminClient.roles.getCompositeRoles({ realm, id: id! }),
    enabled: id !== undefined,
  });
}

/** A composite role and the roles it holds directly. */
export type CompositeRole = { role: RoleRepresentation; composites: RoleRepresentation[] };

/**
 * Every composite role of the realm and of these clients (by internal id), with the roles each holds directly: the
 * realm's roles and each client's asked at once, then each composite's.
 */
export function useCompositeRoles(realm: string, clientIds: readonly string[] | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: roleKeys.compositeRoles(realm),
    queryFn: async (): Promise<CompositeRole[]> => {
      const lists = await Promise.all([
        adminClient.roles.find({ realm }),
        ...clientIds!.map((id) => adminClient.clients.listRoles({ realm, id })),
      ]);
      const composites = lists.flat().filter((role) => role.composite);
      return Promise.all(
        composites.map(async (role) => ({
          role,
          composites: await adminClient.roles.getCompositeRoles({ realm, id: role.id! }),
        })),
      );
    },
    enabled: clientIds !== undefined,
  });
}

/**
 * One page of the users the role is mapped to directly: GET /roles/{name}/users or
 * /clients/{id}/roles/{name}/users, with first and max.
 */
export function fetchUsersInRole(
  adminClient: KeycloakAdminClient,
  realm: string,
  container: RoleContainer,
  roleName: string,
  first: number,
  max: number,
): Promise<UserRepresentation[]> {
  if (container.kind === "client") {
    return adminClient.clients.findUsersWithRole({
      realm,
      id: container.clientId,
      roleName,
      first,
      max,
      briefRepresentation: true,
    });
  }
  return adminClient.roles.findUsersWithRole({ realm, name: roleName, first, max, briefRepresentation: true });
}

/**
 * PUT /roles-by-id/{id} with the whole representation. Says so on success; failures are left to the caller,
 * whose form puts field errors on their fields.
 */
export function useUpdateRole(realm: string, id: string, container: RoleContainer) {
  const adminClient = useAdminClient();
  return useAdminMutation((role: RoleRepresentation) => adminClient.roles.updateById({ realm, id }, role), {
    successKey: "roleSaveSuccess",
    keys: () => staleAfterRoleChange(realm, id, container),
  });
}

/** DELETE /roles-by-id/{id}; says so, or shows the server's error. */
export function useDeleteRole(realm: string, container: RoleContainer) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (id: string) => adminClient.roles.delById({ realm, id }),
    onSuccess: (_result, id) => {
      addAlert(t("roleDeletedSuccess"), "success");
      queryClient.removeQueries({ queryKey: roleKeys.detail(realm, id) });
      return queryClient.invalidateQueries({ queryKey: rolesOf(realm, container) });
    },
    onError: (error) => addError("roleDeleteError", error),
  });
}

/** The users-in-role table's data: the users the role is mapped to directly, paged by the server. */
export function useUsersInRoleSource(
  realm: string,
  container: RoleContainer,
  roleName: string,
): TableSource<UserRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback<TableLoader<UserRepresentation>>(
    (first, max) => fetchUsersInRole(adminClient, realm, container, roleName, first, max),
    [adminClient, realm, container, roleName],
  );
  return { queryKey: rolesOf(realm, container, "users-in-role", roleName), loader };
}
