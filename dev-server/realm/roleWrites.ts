// Role writes shared by realm roles, client roles and roles-by-id: create, update, delete, composites.
import { randomUUID } from "node:crypto";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { RealmData, RoleRecord } from "../store/model.js";
import { findClientRole, findRealmRole } from "../store/realmLookups.js";
import { disablePermissions } from "./authz/managementPermissions.js";

/** composites given by name, as in a RoleRepresentation's "composites" */
export function compositeIdsFromRep(realm: RealmData, rep: RoleRepresentation): string[] | { missing: string } {
  const ids: string[] = [];
  for (const name of rep.composites?.realm ?? []) {
    const role = findRealmRole(realm, name);
    if (!role) return { missing: name };
    ids.push(role.id);
  }
  for (const [clientId, names] of Object.entries((rep.composites?.client ?? {}) as Record<string, string[]>)) {
    const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
    if (!client) return { missing: clientId };
    for (const name of names) {
      const role = findClientRole(realm, client.id, name);
      if (!role) return { missing: name };
      ids.push(role.id);
    }
  }
  return ids;
}

export function newRole(realm: RealmData, rep: RoleRepresentation, clientInternalId: string | undefined): RoleRecord {
  const role: RoleRecord = {
    id: randomUUID(),
    name: rep.name!,
    description: rep.description,
    containerId: clientInternalId ?? realm.rep.id,
    clientRole: !!clientInternalId,
    attributes: (rep.attributes ?? {}) as RoleRecord["attributes"],
    compositeIds: [],
  };
  realm.roles.set(role.id, role);
  return role;
}

/** an update as RoleContainerResource.updateRole makes it: the description is replaced, so one left out is gone */
export function applyRoleRep(role: RoleRecord, rep: RoleRepresentation): void {
  if (rep.name !== undefined) role.name = rep.name;
  role.description = rep.description || undefined;
  if (rep.attributes !== undefined) role.attributes = (rep.attributes ?? {}) as RoleRecord["attributes"];
}

/** removes a role and every reference to it */
export function deleteRole(realm: RealmData, role: RoleRecord): void {
  realm.roles.delete(role.id);
  disablePermissions(realm, "role", role.id);
  for (const r of realm.roles.values())
    if (r.compositeIds.includes(role.id)) r.compositeIds = r.compositeIds.filter((id) => id !== role.id);
  for (const u of realm.users.values())
    if (u.roleIds.includes(role.id)) u.roleIds = u.roleIds.filter((id) => id !== role.id);
  for (const g of realm.groups.values())
    if (g.roleIds.includes(role.id)) g.roleIds = g.roleIds.filter((id) => id !== role.id);
}

export function sameContainerConflict(
  realm: RealmData,
  name: string,
  clientInternalId: string | undefined,
  self?: RoleRecord,
): boolean {
  const existing = clientInternalId ? findClientRole(realm, clientInternalId, name) : findRealmRole(realm, name);
  return !!existing && existing !== self;
}
