// A user's effective roles as Keycloak computes them: direct mappings plus the roles of every group they are in
// (and that group's ancestors), with composites expanded.
import type { RealmData, RoleRecord, UserRecord } from "../store/model.js";

export function effectiveRoles(realm: RealmData, user: UserRecord): RoleRecord[] {
  return expandComposites(realm, [...user.roleIds, ...groupRoleIds(realm, user.groupIds)]);
}

/** the roles mapped to these groups and to every ancestor of them */
export function groupRoleIds(realm: RealmData, groupIds: Iterable<string>): string[] {
  const ids: string[] = [];
  for (const groupId of groupIds) {
    for (
      let group = realm.groups.get(groupId);
      group;
      group = group.parentId ? realm.groups.get(group.parentId) : undefined
    ) {
      ids.push(...group.roleIds);
    }
  }
  return ids;
}

export function expandComposites(realm: RealmData, roleIds: Iterable<string>): RoleRecord[] {
  const seen = new Map<string, RoleRecord>();
  const pending = [...roleIds];
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const role = realm.roles.get(id);
    if (!role) continue;
    seen.set(id, role);
    pending.push(...role.compositeIds);
  }
  return [...seen.values()];
}

/** names of the effective roles of one client (by its internal id) */
export function clientRoleNames(realm: RealmData, user: UserRecord, clientInternalId: string): Set<string> {
  return new Set(
    effectiveRoles(realm, user)
      .filter((r) => r.clientRole && r.containerId === clientInternalId)
      .map((r) => r.name),
  );
}
