"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { groupPaths, roleColumns, type UserMemberships } from "@/lib/csv/userMemberships";
import { mapWithConcurrency } from "@/lib/groups/concurrency";

/** Users read per request by the export, and a user's groups per request. */
export const EXPORT_PAGE_SIZE = 100;

/** Users whose groups and roles are read at once: a large realm's export stays quick without flooding the server. */
export const MEMBERSHIP_CONCURRENCY = 6;

export type ExportProgress = { done: number; total: number };

/** What the export reads beside the users themselves. */
export type ExportDetails = { groups: boolean; roles: boolean };

export type ExportedUsers = { users: UserRepresentation[]; memberships: Map<string, UserMemberships> };

/** Every group the user is a member of, a page at a time (Keycloak answers 100 at most by default). */
async function allGroupsOf(adminClient: KeycloakAdminClient, realm: string, id: string) {
  const groups: GroupRepresentation[] = [];
  for (;;) {
    const page = await adminClient.users.listGroups({ realm, id, first: groups.length, max: EXPORT_PAGE_SIZE });
    groups.push(...page);
    if (page.length < EXPORT_PAGE_SIZE) return groups;
  }
}

async function membershipsOf(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
  details: ExportDetails,
): Promise<UserMemberships> {
  const [groups, mappings] = await Promise.all([
    details.groups ? allGroupsOf(adminClient, realm, id) : undefined,
    details.roles ? adminClient.users.listRoleMappings({ realm, id }) : undefined,
  ]);
  return { ...(groups && { groups: groupPaths(groups) }), ...(mappings && roleColumns(mappings)) };
}

/**
 * Every user the list's search finds, read page by page (full representations, so attributes come along) with
 * progress after each page; the count is asked first so the progress has a total. Groups and role mappings, when
 * asked for, are read for each page's users before the next page, a few users at a time. Stopping keeps nothing.
 */
export function useFetchSearchedUsers(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    async (
      search: string,
      onProgress: (progress: ExportProgress) => void,
      signal?: AbortSignal,
      details: ExportDetails = { groups: false, roles: false },
    ): Promise<ExportedUsers> => {
      const term = search.trim() || undefined;
      const total = await adminClient.users.count({ realm, search: term });
      const users: UserRepresentation[] = [];
      const memberships = new Map<string, UserMemberships>();
      onProgress({ done: 0, total });
      for (;;) {
        signal?.throwIfAborted();
        const page = await adminClient.users.find({
          realm,
          search: term,
          first: users.length,
          max: EXPORT_PAGE_SIZE,
          briefRepresentation: false,
        });
        if (details.groups || details.roles)
          await mapWithConcurrency(page, MEMBERSHIP_CONCURRENCY, async (user) => {
            signal?.throwIfAborted();
            if (user.id) memberships.set(user.id, await membershipsOf(adminClient, realm, user.id, details));
          });
        users.push(...page);
        onProgress({ done: users.length, total: Math.max(total, users.length) });
        if (page.length < EXPORT_PAGE_SIZE) return { users, memberships };
      }
    },
    [adminClient, realm],
  );
}
