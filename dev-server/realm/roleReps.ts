// Role representations and role-mapping views shared by users, groups, roles, clients and client scopes.
import type MappingsRepresentation from "@keycloak/keycloak-admin-client/lib/defs/mappingsRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { RealmData, RoleRecord } from "../store/model.js";
import { expandComposites } from "./userRoles.js";
import { prototypeFree } from "../store/safeKeys.js";

/** Keycloak's toBriefRepresentation (lists, mappings, composites) unless `brief` is false (one role read, export) */
export function roleRep(role: RoleRecord, brief = true): RoleRepresentation {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    composite: role.compositeIds.length > 0,
    clientRole: role.clientRole,
    containerId: role.containerId,
    ...(brief ? {} : { attributes: role.attributes }),
  };
}

export function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export function rolesOf(realm: RealmData, ids: Iterable<string>): RoleRecord[] {
  const out: RoleRecord[] = [];
  for (const id of ids) {
    const r = realm.roles.get(id);
    if (r) out.push(r);
  }
  return out;
}

export function realmRoles(realm: RealmData): RoleRecord[] {
  return [...realm.roles.values()].filter((r) => !r.clientRole).sort(byName);
}

export function clientRoles(realm: RealmData, clientInternalId: string): RoleRecord[] {
  return [...realm.roles.values()].filter((r) => r.clientRole && r.containerId === clientInternalId).sort(byName);
}

/** roles in `ids` that belong to the container: the realm (clientInternalId undefined) or one client */
export function inContainer(roles: RoleRecord[], clientInternalId: string | undefined): RoleRecord[] {
  return roles.filter((r) => (clientInternalId ? r.clientRole && r.containerId === clientInternalId : !r.clientRole));
}

/** Keycloak's MappingsRepresentation of directly mapped roles */
export function mappingsRep(realm: RealmData, roleIds: string[]): MappingsRepresentation {
  const roles = rolesOf(realm, roleIds);
  const realmMappings = roles
    .filter((r) => !r.clientRole)
    .sort(byName)
    .map((r) => roleRep(r));
  const clientMappings: NonNullable<MappingsRepresentation["clientMappings"]> = prototypeFree();
  for (const r of roles.filter((x) => x.clientRole).sort(byName)) {
    const client = realm.clients.get(r.containerId);
    if (!client) continue;
    const entry = (clientMappings[client.clientId] ??= { id: client.id, client: client.clientId, mappings: [] });
    entry.mappings!.push(roleRep(r));
  }
  return {
    ...(realmMappings.length ? { realmMappings } : {}),
    ...(Object.keys(clientMappings).length ? { clientMappings } : {}),
  };
}

/** roles of the container not yet effectively held (Keycloak's ".../available") */
export function availableRoles(
  realm: RealmData,
  heldRoleIds: string[],
  clientInternalId: string | undefined,
): RoleRecord[] {
  const effective = new Set(expandComposites(realm, heldRoleIds).map((r) => r.id));
  const all = clientInternalId ? clientRoles(realm, clientInternalId) : realmRoles(realm);
  return all.filter((r) => !effective.has(r.id));
}

/** effective roles of the container (Keycloak's ".../composite") */
export function compositeRoles(
  realm: RealmData,
  heldRoleIds: string[],
  clientInternalId: string | undefined,
): RoleRecord[] {
  return inContainer(expandComposites(realm, heldRoleIds), clientInternalId).sort(byName);
}

/** Resolves a posted role list (by id, else by name within the container) to records; undefined names one missing. */
export function resolvePostedRoles(
  realm: RealmData,
  posted: RoleRepresentation[],
  clientInternalId: string | undefined,
): RoleRecord[] | { missing: string } {
  const out: RoleRecord[] = [];
  for (const p of posted) {
    let role = p.id ? realm.roles.get(p.id) : undefined;
    if (!role && p.name) {
      role = [...realm.roles.values()].find(
        (r) =>
          r.name === p.name && (clientInternalId ? r.clientRole && r.containerId === clientInternalId : !r.clientRole),
      );
    }
    if (!role) return { missing: p.id ?? p.name ?? "" };
    out.push(role);
  }
  return out;
}
