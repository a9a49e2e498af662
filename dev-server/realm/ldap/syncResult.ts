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

/** Keycloak's SynchronizationResult words its status in users: a user sync, or a mapper that syncs nothing */
export function synchronizationResult(counts: SyncCounts): SynchronizationResult {
  let status = `${counts.added} imported users, ${counts.updated} updated users`;
  if (counts.removed > 0) status += `, ${counts.removed} removed users`;
  if (counts.failed !== 0) status += `, ${counts.failed} users failed sync! See server log for more details`;
  return { ignored: false, ...counts, status };
}

export const ignoredResult = (): SynchronizationResult => ({ ...synchronizationResult(noCounts()), ignored: true });

type MapperKind = "groups" | "roles";
type Direction = "fromLdap" | "toLdap";

/** the statuses GroupLDAPStorageMapper and RoleLDAPStorageMapper word their syncs in */
const MAPPER_STATUS: Record<MapperKind, Record<Direction, (c: SyncCounts) => string>> = {
  groups: {
    fromLdap: (c) => `${c.added} imported groups, ${c.updated} updated groups, ${c.removed} removed groups`,
    toLdap: (c) =>
      `${c.added} groups imported to LDAP, ${c.updated} groups updated to LDAP, ${c.removed} groups removed from LDAP`,
  },
  roles: {
    fromLdap: (c) => `${c.added} imported roles, ${c.updated} roles already exists in Keycloak`,
    toLdap: (c) => `${c.added} roles imported to LDAP, ${c.updated} roles already existed in LDAP`,
  },
};

/** a group or role mapper's sync; one Keycloak skips (a mode other than LDAP_ONLY) is all zeros, not ignored */
export function mapperSyncResult(kind: MapperKind, direction: Direction, counts: SyncCounts): SynchronizationResult {
  return { ignored: false, ...counts, status: MAPPER_STATUS[kind][direction](counts) };
}
