// The writes of a partial import that take more than one admin call: a user with its hashed credentials and roles,
// a group tree with its roles, role grants by name.
import { randomUUID } from "node:crypto";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import { findClientRole, findRealmRole } from "../../../store/realmLookups.js";
import type { AdminCall } from "./loopback.js";

type RoleNames = { realm?: string[]; client?: Record<string, string[]> };

const seg = encodeURIComponent;
const clientByClientId = (realm: RealmData, clientId: string) =>
  [...realm.clients.values()].find((c) => c.clientId === clientId);

/** A role posted by id when the realm has it; by name otherwise, so the endpoint answers that it is missing. */
function realmRoleRefs(realm: RealmData, names: string[]) {
  return names.map((name) => ({ id: findRealmRole(realm, name)?.id, name }));
}

function clientRoleRefs(realm: RealmData, clientInternalId: string | undefined, names: string[]) {
  return names.map((name) => ({
    id: clientInternalId ? findClientRole(realm, clientInternalId, name)?.id : undefined,
    name,
  }));
}

/** Adds composites (path ends in /composites), realm and client roles together in one call. */
export async function grantRoles(call: AdminCall, realm: RealmData, path: string, names: RoleNames): Promise<void> {
  const refs = [
    ...realmRoleRefs(realm, names.realm ?? []),
    ...Object.entries(names.client ?? {}).flatMap(([clientId, roles]) =>
      clientRoleRefs(realm, clientByClientId(realm, clientId)?.id, roles),
    ),
  ];
  if (refs.length) await call("POST", path, refs);
}

/** Maps a user's or group's realm roles and client roles (by clientId). */
async function mapRoles(
  call: AdminCall,
  realm: RealmData,
  holder: string,
  realmRoles: string[] = [],
  clientRoles: Record<string, string[]> = {},
): Promise<void> {
  if (realmRoles.length) await call("POST", `${holder}/role-mappings/realm`, realmRoleRefs(realm, realmRoles));
  for (const [clientId, roles] of Object.entries(clientRoles)) {
    const client = clientByClientId(realm, clientId);
    await call(
      "POST",
      `${holder}/role-mappings/clients/${seg(client?.id ?? clientId)}`,
      clientRoleRefs(realm, client?.id, roles),
    );
  }
}

export async function importGroupTree(
  call: AdminCall,
  realm: RealmData,
  group: GroupRepresentation,
  path: string,
): Promise<string | undefined> {
  const id = await call("POST", path, {
    name: group.name,
    description: group.description,
    attributes: group.attributes,
  });
  if (!id) return undefined;
  await mapRoles(call, realm, `groups/${seg(id)}`, group.realmRoles, group.clientRoles as Record<string, string[]>);
  for (const child of group.subGroups ?? []) await importGroupTree(call, realm, child, `groups/${seg(id)}/children`);
  return id;
}

/**
 * A user as the users endpoint creates one (profile, groups, a plain password), then the hashed credentials a realm
 * export carries, which no endpoint takes, and the user's roles.
 */
export async function importUser(
  call: AdminCall,
  realm: RealmData,
  rep: UserRepresentation,
): Promise<string | undefined> {
  const { id: _id, credentials = [], realmRoles, clientRoles, ...profile } = rep;
  const plain = credentials.filter((c) => typeof c.value === "string");
  const id = await call("POST", "users", { ...profile, credentials: plain });
  const user = id ? realm.users.get(id) : undefined;
  if (!user) return id;
  for (const c of credentials) {
    if (typeof c.secretData !== "string" || typeof c.credentialData !== "string") continue;
    user.credentials.push({
      id: randomUUID(),
      type: c.type ?? "password",
      userLabel: c.userLabel,
      createdDate: c.createdDate ?? Date.now(),
      secretData: c.secretData,
      credentialData: c.credentialData,
      temporary: c.temporary ?? false,
    });
  }
  await mapRoles(call, realm, `users/${seg(user.id)}`, realmRoles, clientRoles as Record<string, string[]>);
  return id;
}
