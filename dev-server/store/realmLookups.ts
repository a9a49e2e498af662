// Finding clients, realm roles, client roles, users and groups by name or path in a RealmData.
import type { GroupRecord, RealmData, RoleRecord, UserRecord } from "./model.js";
import { prototypeFree } from "./safeKeys.js";

type ClientRecord = RealmData["clients"] extends Map<string, infer C> ? C : never;

/** a client by its clientId (not its internal id) */
export function findClient(realm: RealmData, clientId: string): ClientRecord | undefined {
  for (const client of realm.clients.values()) if (client.clientId === clientId) return client;
  return undefined;
}

export function findRealmRole(realm: RealmData, name: string): RoleRecord | undefined {
  for (const r of realm.roles.values()) if (!r.clientRole && r.name === name) return r;
  return undefined;
}

export function findClientRole(realm: RealmData, clientInternalId: string, name: string): RoleRecord | undefined {
  for (const r of realm.roles.values())
    if (r.clientRole && r.containerId === clientInternalId && r.name === name) return r;
  return undefined;
}

export function findUserByUsername(realm: RealmData, username: string): UserRecord | undefined {
  const lc = username.toLowerCase();
  for (const u of realm.users.values()) if (u.username === lc) return u;
  return undefined;
}

export function groupPath(realm: RealmData, group: GroupRecord): string {
  const names: string[] = [];
  for (let g: GroupRecord | undefined = group; g; g = g.parentId ? realm.groups.get(g.parentId) : undefined)
    names.unshift(g.name);
  return `/${names.join("/")}`;
}

export function findGroupByPath(realm: RealmData, path: string): GroupRecord | undefined {
  for (const g of realm.groups.values()) if (groupPath(realm, g) === path) return g;
  return undefined;
}

/** Keycloak's realm-export JSON of this realm (the disk format, and partial export with everything included). */

/** Role ids as an export or a full group representation names them: realm role names, and client roles by client id. */
export function roleNames(
  realm: RealmData,
  ids: string[],
): { realmRoles: string[]; clientRoles: Record<string, string[]> } {
  const realmRoles: string[] = [];
  const clientRoles = prototypeFree<string[]>();
  for (const id of ids) {
    const r = realm.roles.get(id);
    if (!r) continue;
    if (!r.clientRole) realmRoles.push(r.name);
    else {
      const clientId = realm.clients.get(r.containerId)?.clientId;
      if (clientId) (clientRoles[clientId] ??= []).push(r.name);
    }
  }
  return { realmRoles, clientRoles };
}
