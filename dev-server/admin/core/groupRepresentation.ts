// GroupRepresentation as Keycloak's ModelToRepresentation builds it (with role names and, optionally, the subtree).
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { GroupRecord, RealmData } from "../../store/model.js";
import { groupPath } from "../../store/realmExport.js";

export function groupRepresentation(realm: RealmData, group: GroupRecord, withSubGroups: boolean): GroupRepresentation {
  const children = [...realm.groups.values()]
    .filter((g) => g.parentId === group.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  const realmRoles: string[] = [];
  const clientRoles: Record<string, string[]> = {};
  for (const id of group.roleIds) {
    const role = realm.roles.get(id);
    if (!role) continue;
    if (!role.clientRole) realmRoles.push(role.name);
    else {
      const clientId = realm.clients.get(role.containerId)?.clientId;
      if (clientId) (clientRoles[clientId] ??= []).push(role.name);
    }
  }
  return {
    id: group.id,
    name: group.name,
    ...(group.description !== undefined ? { description: group.description } : {}),
    path: groupPath(realm, group),
    ...(group.parentId ? { parentId: group.parentId } : {}),
    subGroupCount: children.length,
    subGroups: withSubGroups ? children.map((c) => groupRepresentation(realm, c, true)) : [],
    attributes: group.attributes,
    realmRoles,
    clientRoles,
    access: { view: true, viewMembers: true, manageMembers: true, manage: true, manageMembership: true },
  };
}
