"use client";

import { useCallback } from "react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useAdminClient } from "@/lib/console-context";

/** Users read per request by the export. */
export const EXPORT_PAGE_SIZE = 100;

export type ExportProgress = { done: number; total: number };

/**
 * Every user the list's search finds, read page by page (full representations, so attributes come along) with
 * progress after each page; the count is asked first so the progress has a total. Stopping keeps nothing.
 */
export function useFetchSearchedUsers(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    async (
      search: string,
      onProgress: (progress: ExportProgress) => void,
      signal?: AbortSignal,
    ): Promise<UserRepresentation[]> => {
      const term = search.trim() || undefined;
      const total = await adminClient.users.count({ realm, search: term });
      const users: UserRepresentation[] = [];
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
        users.push(...page);
        onProgress({ done: users.length, total: Math.max(total, users.length) });
        if (page.length < EXPORT_PAGE_SIZE) return users;
      }
    },
    [adminClient, realm],
  );
}
