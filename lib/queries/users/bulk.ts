"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useQueryClient } from "@tanstack/react-query";
import type { TableLoader, TableSource } from "@/lib/paging";
import { runBulk, type BulkOptions, type BulkSummary } from "@/lib/bulk/runBulk";
import { useAdminClient } from "@/lib/console-context";
import type { MappedRole } from "@/lib/roles/effectiveRoles";
import { realmKey } from "../keys";
import { changeRoleMappings } from "../roleMappings";
import { userKeys, type BruteForceStatus } from "./keys";
import { fetchUiExt } from "../uiExt";

/** A row of the user list: GET /ui-ext/brute-force-user returns each user with their brute-force status. */
export type BruteUser = UserRepresentation & { bruteForceStatus?: BruteForceStatus };

export type UsersPageQuery = { realm: string; first: number; max: number; search: string };

/**
 * One page of users with their brute-force status in a single request, as Keycloak 26's console reads them:
 * GET /admin/realms/{realm}/ui-ext/brute-force-user?first&max&search&briefRepresentation=true.
 */
export async function fetchUsersPage(
  adminClient: KeycloakAdminClient,
  { realm, first, max, search }: UsersPageQuery,
): Promise<BruteUser[]> {
  return fetchUiExt(adminClient, realm, "brute-force-user", {
    first,
    max,
    search: search || undefined,
    briefRepresentation: true,
  });
}

/** The user list's loader: searched and paged by the server. */
export function useUsersSource(realm: string): TableSource<BruteUser> {
  const adminClient = useAdminClient();
  const loader: TableLoader<BruteUser> = useCallback(
    (first, max, search) => fetchUsersPage(adminClient, { realm, first, max, search: search.trim() }),
    [adminClient, realm],
  );
  return { queryKey: userKeys.list(realm), loader };
}

/** What the list's bulk menu can do to each selected user. */
export type BulkUserAction =
  | { kind: "enable" }
  | { kind: "disable" }
  | { kind: "addRequiredActions"; actions: string[] }
  | { kind: "sendActionsEmail"; actions: string[]; lifespan: number }
  | { kind: "joinGroups"; groups: GroupRepresentation[] }
  | { kind: "assignRoles"; roles: MappedRole[] }
  | { kind: "signOut" }
  | { kind: "delete" };

export type BulkUserActionKind = BulkUserAction["kind"];

/**
 * The calls one bulk action makes for one user. Updates read the user first and write it back whole, so a
 * partial representation never clears what the list's brief rows leave out.
 */
export function userBulkTask(
  adminClient: KeycloakAdminClient,
  realm: string,
  action: BulkUserAction,
): (user: BruteUser) => Promise<unknown> {
  const update = async (id: string, change: (user: UserRepresentation) => UserRepresentation) => {
    const current = await adminClient.users.findOne({ realm, id });
    if (!current) throw new Error("User not found");
    await adminClient.users.update({ realm, id }, change(current));
  };
  return async (user) => {
    const id = user.id;
    if (!id) throw new Error("User not found");
    switch (action.kind) {
      case "enable":
      case "disable":
        return update(id, (current) => ({ ...current, enabled: action.kind === "enable" }));
      case "addRequiredActions":
        return update(id, (current) => ({
          ...current,
          requiredActions: [...new Set([...(current.requiredActions ?? []), ...action.actions])],
        }));
      case "sendActionsEmail":
        return adminClient.users.executeActionsEmail({ realm, id, actions: action.actions, lifespan: action.lifespan });
      case "joinGroups":
        // one membership after another: a failure names the user, and the groups before it stay joined
        for (const group of action.groups) await adminClient.users.addToGroup({ realm, id, groupId: group.id! });
        return;
      case "assignRoles":
        return changeRoleMappings(adminClient, { realm, kind: "users", id }, action.roles, false);
      case "signOut":
        return adminClient.users.logout({ realm, id });
      case "delete":
        return adminClient.users.del({ realm, id });
    }
  };
}

/** Runs a bulk action over users (bounded concurrency, progress), then reloads every cached user read. */
export function useRunBulkUserAction(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      action: BulkUserAction,
      users: readonly BruteUser[],
      options: BulkOptions = {},
    ): Promise<BulkSummary<BruteUser>> => {
      try {
        return await runBulk(users, userBulkTask(adminClient, realm, action), options);
      } finally {
        if (action.kind === "delete")
          for (const user of users) queryClient.removeQueries({ queryKey: userKeys.detail(realm, user.id ?? "") });
        await queryClient.invalidateQueries({ queryKey: userKeys.all(realm) });
        if (action.kind === "assignRoles")
          await queryClient.invalidateQueries({ queryKey: [...realmKey(realm), "role-mappings", "users"] });
      }
    },
    [adminClient, queryClient, realm],
  );
}
