"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useQueryClient } from "@tanstack/react-query";
import { runBulk, type BulkOptions, type BulkSummary } from "@/lib/bulk/runBulk";
import { useAdminClient } from "@/lib/console-context";
import type { MappedRole } from "@/lib/roles/effectiveRoles";
import { changeRoleMappings, roleMappingKeys } from "../roleMappings";
import { userKeys } from "./keys";
import type { BruteUser } from "./reads";

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
          await queryClient.invalidateQueries({ queryKey: roleMappingKeys.kind(realm, "users") });
      }
    },
    [adminClient, queryClient, realm],
  );
}
