// GroupRepresentation as Keycloak 26 gives it: id, name, description, path, parentId and subGroups (Keycloak's getter
// never answers null, so the JSON always has the list); full representations add attributes and role names. Only the
// group tree's own reads (top level, search, children, one group) add subGroupCount.
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { GroupRecord, RealmData } from "../store/model.js";
import { groupPath, roleNames } from "../store/realmLookups.js";
import { subGroupCount } from "./groupIndex.js";

export function groupRep(
  realm: RealmData,
  g: GroupRecord,
  full: boolean,
  subGroups: GroupRepresentation[] = [],
): GroupRepresentation {
  return {
    id: g.id,
    name: g.name,
    ...(g.description !== undefined ? { description: g.description } : {}),
    path: groupPath(realm, g),
    ...(g.parentId ? { parentId: g.parentId } : {}),
    subGroups,
    ...(full ? { attributes: g.attributes, ...roleNames(realm, g.roleIds) } : {}),
  };
}

/** groupRep with the number of direct children, as GroupUtils.populateSubGroupCount adds it to the tree's reads */
export function countedGroupRep(
  realm: RealmData,
  g: GroupRecord,
  full: boolean,
  subGroups: GroupRepresentation[] = [],
): GroupRepresentation {
  return { ...groupRep(realm, g, full, subGroups), subGroupCount: subGroupCount(realm, g.id) };
}

/** The full representation with its whole subtree (when asked) and the admin's access, as group-by-path gives it. */
export function groupTreeRep(realm: RealmData, group: GroupRecord, withSubGroups: boolean): GroupRepresentation {
  const children = withSubGroups
    ? [...realm.groups.values()].filter((g) => g.parentId === group.id).sort((a, b) => a.name.localeCompare(b.name))
    : [];
  return {
    ...countedGroupRep(
      realm,
      group,
      true,
      children.map((child) => groupTreeRep(realm, child, true)),
    ),
    access: { view: true, viewMembers: true, manageMembers: true, manage: true, manageMembership: true },
  };
}
