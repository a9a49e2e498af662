// Adds a user to a realm as an import does: credentials, role and group memberships by name.
import { randomUUID } from "node:crypto";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { GroupRecord, RealmData, UserRecord } from "./model.js";
import { need } from "./seedError.js";
import { findClientRole, findGroupByPath, findRealmRole } from "./realmLookups.js";

export function addUser(
  realm: RealmData,
  u: UserRepresentation,
  groupsByPath?: ReadonlyMap<string, GroupRecord>,
): UserRecord {
  need(typeof u.username === "string" && u.username.length > 0, `every user needs a "username"`);
  const owner = `user "${u.username}"`;
  const id = u.id ?? randomUUID();
  const record: UserRecord = {
    id,
    username: u.username.toLowerCase(),
    email: u.email?.toLowerCase(),
    firstName: u.firstName,
    lastName: u.lastName,
    enabled: u.enabled ?? true,
    emailVerified: u.emailVerified ?? false,
    createdTimestamp: u.createdTimestamp ?? Date.now(),
    attributes: u.attributes ?? {},
    requiredActions: u.requiredActions ?? [],
    federationLink: u.federationLink,
    serviceAccountClientId: u.serviceAccountClientId,
    notBefore: u.notBefore ?? 0,
    credentials: (u.credentials ?? []).map((c) => ({
      id: c.id ?? randomUUID(),
      type: c.type ?? "password",
      userLabel: c.userLabel,
      createdDate: c.createdDate ?? Date.now(),
      secretData: c.secretData,
      credentialData: c.credentialData,
      temporary: c.temporary,
    })),
    roleIds: [],
    groupIds: (u.groups ?? []).map((path) => {
      const g = groupsByPath ? groupsByPath.get(path) : findGroupByPath(realm, path);
      need(g, `${owner} is a member of "${path}", which is not defined`);
      return g.id;
    }),
    federatedIdentities: u.federatedIdentities ?? [],
    // Keycloak stamps an imported consent's times when the export has none
    consents: (u.clientConsents ?? []).map((c) => {
      const createdDate = c.createdDate ?? Date.now();
      return { ...c, createdDate, lastUpdatedDate: c.lastUpdatedDate ?? createdDate };
    }),
  };
  const roleIds = new Set<string>();
  for (const name of u.realmRoles ?? []) {
    const role = findRealmRole(realm, name);
    need(role, `${owner} names realm role "${name}", which is not defined`);
    roleIds.add(role.id);
  }
  for (const [clientId, names] of Object.entries((u.clientRoles ?? {}) as Record<string, string[]>)) {
    const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
    need(client, `${owner} names client "${clientId}", which is not defined`);
    for (const name of names) {
      const role = findClientRole(realm, client.id, name);
      need(role, `${owner} names role "${name}" of client "${clientId}", which is not defined`);
      roleIds.add(role.id);
    }
  }
  record.roleIds = [...roleIds];
  realm.users.set(id, record);
  return record;
}
