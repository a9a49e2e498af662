"use client";

import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { runBulk, type BulkOptions } from "@/lib/bulk/runBulk";
import { useAdminClient } from "@/lib/console-context";
import type { ImportUser } from "@/lib/csv/userImportMapping";
import {
  IMPORT_CONCURRENCY,
  importUserRow,
  lookUpImport,
  type ImportedRow,
  type ImportRowSettings,
} from "./csvImportCalls";
import { roleMappingKeys } from "../roleMappings";
import { userKeys } from "./keys";

/** The import's server lookups (lookUpImport) for this realm. */
export function useImportLookups(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (rows: readonly ImportUser[], emailAsUsername: boolean) => lookUpImport(adminClient, realm, rows, emailAsUsername),
    [adminClient, realm],
  );
}

/**
 * Imports the rows a few at a time with progress and stop (runBulk), then reloads every cached user read. Each
 * row's outcome is given to `onRow` as it settles, so a stopped or failed run still reports what it did.
 */
export function useImportUsers(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useCallback(
    async <R extends ImportUser>(
      rows: readonly R[],
      settings: ImportRowSettings,
      onRow: (row: R, outcome: { imported?: ImportedRow; error?: unknown }) => void,
      options: BulkOptions = {},
    ) => {
      try {
        return await runBulk(
          rows,
          async (row) => {
            try {
              onRow(row, { imported: await importUserRow(adminClient, realm, row, settings) });
            } catch (error) {
              onRow(row, { error });
              throw error;
            }
          },
          { concurrency: IMPORT_CONCURRENCY, ...options },
        );
      } finally {
        await queryClient.invalidateQueries({ queryKey: userKeys.all(realm) });
        await queryClient.invalidateQueries({ queryKey: roleMappingKeys.kind(realm, "users") });
      }
    },
    [adminClient, queryClient, realm],
  );
}
