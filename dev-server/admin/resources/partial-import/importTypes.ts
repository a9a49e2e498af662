// The resource types of a partial import in Keycloak's order (clients, realm roles, client roles, identity
// providers, groups, users): how each is named, found, removed for OVERWRITE and created, with Keycloak's
// "already exists" texts. Creation goes through the admin endpoints (loopback.ts).
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { PartialImportRealmRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import { findClientRole, findGroupByPath, findRealmRole, findUserByUsername } from "../../../store/realmLookups.js";
import type { AdminCall } from "./loopback.js";
import { grantRoles, importGroupTree, importUser } from "./importWrites.js";

export type ClientRole = { clientId: string; role: RoleRepresentation };

export interface ImportType<T> {
  resourceType: "CLIENT" | "REALM_ROLE" | "CLIENT_ROLE" | "IDP" | "GROUP" | "USER";
  list(rep: PartialImportRealmRepresentation): T[];
  name(item: T): string | undefined;
  /** the id of the realm's resource this item would collide with */
  existing(realm: RealmData, item: T): string | undefined;
  existsMessage(realm: RealmData, item: T): string;
  remove(call: AdminCall, realm: RealmData, item: T, id: string): Promise<unknown>;
  create(call: AdminCall, realm: RealmData, item: T): Promise<unknown>;
}

const clientByClientId = (realm: RealmData, clientId: string | undefined) =>
  [...realm.clients.values()].find((c) => c.clientId === clientId);
const seg = encodeURIComponent;
const withoutId = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest;

const clients: ImportType<ClientRepresentation> = {
  resourceType: "CLIENT",
  list: (rep) => rep.clients ?? [],
  name: (c) => c.clientId,
  existing: (realm, c) => clientByClientId(realm, c.clientId)?.id,
  existsMessage: (_realm, c) => `Client id '${c.clientId}' already exists`,
  remove: (call, _realm, _c, id) => call("DELETE", `clients/${seg(id)}`),
  create: (call, _realm, c) =>
    call("POST", "clients", { ...withoutId(c), protocolMappers: c.protocolMappers?.map(withoutId) }),
};

const roleBody = (r: RoleRepresentation) => ({ name: r.name, description: r.description, attributes: r.attributes });

const realmRoles: ImportType<RoleRepresentation> = {
  resourceType: "REALM_ROLE",
  list: (rep) => rep.roles?.realm ?? [],
  name: (r) => r.name,
  existing: (realm, r) => findRealmRole(realm, r.name ?? "")?.id,
  existsMessage: (_realm, r) => `Realm role '${r.name}' already exists.`,
  remove: (call, _realm, r) => call("DELETE", `roles/${seg(r.name ?? "")}`),
  create: (call, _realm, r) => call("POST", "roles", roleBody(r)),
};

const clientRoles: ImportType<ClientRole> = {
  resourceType: "CLIENT_ROLE",
  list: (rep) =>
    Object.entries(rep.roles?.client ?? {}).flatMap(([clientId, roles]) =>
      (roles as RoleRepresentation[]).map((role) => ({ clientId, role })),
    ),
  name: ({ role }) => role.name,
  existing: (realm, { clientId, role }) => {
    const client = clientByClientId(realm, clientId);
    return client ? findClientRole(realm, client.id, role.name ?? "")?.id : undefined;
  },
  existsMessage: (_realm, { clientId, role }) => `Client role '${role.name}' for client '${clientId}' already exists.`,
  remove: (call, realm, { clientId, role }) =>
    call("DELETE", `clients/${seg(clientByClientId(realm, clientId)?.id ?? clientId)}/roles/${seg(role.name ?? "")}`),
  create: (call, realm, { clientId, role }) =>
    call("POST", `clients/${seg(clientByClientId(realm, clientId)?.id ?? clientId)}/roles`, roleBody(role)),
};

const identityProviders: ImportType<IdentityProviderRepresentation> = {
  resourceType: "IDP",
  list: (rep) => rep.identityProviders ?? [],
  name: (p) => p.alias,
  existing: (realm, p) => realm.identityProviders.get(p.alias ?? "")?.internalId,
  existsMessage: (_realm, p) => `Identity Provider '${p.alias}' already exists.`,
  remove: (call, _realm, p) => call("DELETE", `identity-provider/instances/${seg(p.alias ?? "")}`),
  create: (call, _realm, { internalId: _internalId, ...p }) => call("POST", "identity-provider/instances", p),
};

const groupPathOf = (g: GroupRepresentation) => g.path ?? `/${g.name}`;

const groups: ImportType<GroupRepresentation> = {
  resourceType: "GROUP",
  list: (rep) => rep.groups ?? [],
  name: (g) => g.name,
  existing: (realm, g) => findGroupByPath(realm, groupPathOf(g))?.id,
  existsMessage: (_realm, g) => `Group '${groupPathOf(g)}' already exists`,
  remove: (call, _realm, _g, id) => call("DELETE", `groups/${seg(id)}`),
  create: (call, realm, g) => importGroupTree(call, realm, g, "groups"),
};

function existingUser(realm: RealmData, u: UserRepresentation) {
  const byName = findUserByUsername(realm, (u.username ?? "").toLowerCase());
  if (byName || !u.email || realm.rep.duplicateEmailsAllowed) return byName;
  const email = u.email.toLowerCase();
  return [...realm.users.values()].find((x) => x.email === email);
}

const users: ImportType<UserRepresentation> = {
  resourceType: "USER",
  list: (rep) => rep.users ?? [],
  name: (u) => u.username ?? u.email,
  existing: (realm, u) => existingUser(realm, u)?.id,
  existsMessage: (realm, u) =>
    !u.email || !realm.rep.duplicateEmailsAllowed
      ? `User with user name ${u.username ?? u.email} already exists.`
      : `User with user name ${u.username} or with email ${u.email} already exists.`,
  remove: (call, _realm, _u, id) => call("DELETE", `users/${seg(id)}`),
  create: (call, realm, u) => importUser(call, realm, u),
};

export const IMPORT_TYPES = [
  clients,
  realmRoles,
  clientRoles,
  identityProviders,
  groups,
  users,
] as ImportType<unknown>[];

/** Role composites name other roles of the file, so they are added once every role exists. */
export async function importComposites(
  call: AdminCall,
  realm: RealmData,
  rep: PartialImportRealmRepresentation,
): Promise<void> {
  for (const role of realmRoles.list(rep))
    if (role.composites) await grantRoles(call, realm, `roles/${seg(role.name ?? "")}/composites`, role.composites);
  for (const { clientId, role } of clientRoles.list(rep)) {
    const client = clientByClientId(realm, clientId);
    if (client && role.composites)
      await grantRoles(
        call,
        realm,
        `clients/${seg(client.id)}/roles/${seg(role.name ?? "")}/composites`,
        role.composites,
      );
  }
}
