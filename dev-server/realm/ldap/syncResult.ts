// Keycloak's SynchronizationResult: the counts of one sync and the status line built from them.
export interface SynchronizationResult {
  ignored: boolean;
  added: number;
  updated: number;
  removed: number;
  failed: number;
  status: string;
}

export type SyncCounts = Pick<SynchronizationResult, "added" | "updated" | "removed" | "failed">;

export const noCounts = (): SyncCounts => ({ added: 0, updated: 0, removed: 0, failed: 0 });

/** Keycloak words the status in users whatever was synced, groups and roles included */
export function synchronizationResult(counts: SyncCounts): SynchronizationResult {
  let status = `${counts.added} imported users, ${counts.updated} updated users`;
  if (counts.removed > 0) status += `, ${counts.removed} removed users`;
  if (counts.failed !== 0) status += `, ${counts.failed} users failed sync! See server log for more details`;
  return { ignored: false, ...counts, status };
}

export const ignoredResult = (): SynchronizationResult => ({ ...synchronizationResult(noCounts()), ignored: true });
