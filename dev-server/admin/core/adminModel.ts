// What Keycloak creates in every realm on creation, so seeds and POST /admin/realms need not list it: the built-in
// clients (account, account-console, admin-cli, broker, security-admin-console, realm-management), the admin roles
// with Keycloak's composites, the default roles, the built-in client scopes, authentication flows, required actions
// and key providers; in master, one "{realm}-realm" client per realm and the realm roles admin and create-realm.
// Every function is idempotent: it adds only what is missing.
import type { RealmData } from "../../store/model.js";
import type { Store } from "../../store/store.js";
import { findClient, findClientRole, findRealmRole } from "../../store/realmLookups.js";
import { MASTER, REALM_MANAGEMENT, masterAdminClientId } from "../auth.js";
import { ensureAuthenticationDefaults } from "../../realm/builtinAuthentication.js";
import { ensureDefaultKeyProviders } from "../../realm/realmKeys.js";
import { ensureDefaultRegistrationPolicies } from "../../realm/registrationPolicies.js";
import { REALM_CLIENT, markRealmClients } from "../../realm/realmClients.js";
import { ensureDefaultClientScopes } from "./defaultClientScopes.js";
import { REALM_DEFAULTS } from "./realmDefaults.js";
import { completeRealmAttributes } from "../../realm/realmAttributes.js";
import { AUDIENCE_RESOLVE_MAPPER, LIGHTWEIGHT_TOKENS, LOCALE_MAPPER } from "./builtinClientMappers.js";
import {
  addComposites,
  ensureAdminRoles,
  ensureClient,
  ensureClientRole,
  ensureRealmRole,
} from "./adminModelRecords.js";

/** the console's own next dev server (npm run dev), on both spellings of the loopback address */
const DEV_CONSOLE_REDIRECT_URIS = ["http://localhost:3000/*", "http://127.0.0.1:3000/*"];

const ACCOUNT_ROLES: Record<string, string[]> = {
  "view-profile": [],
  "manage-account": ["manage-account-links"],
  "manage-account-links": [],
  "view-applications": [],
  "view-consent": [],
  "manage-consent": ["view-consent"],
  "view-groups": [],
  "delete-account": [],
};

/** Adds Keycloak's built-in model to a realm (and, for master, the admin clients of every realm). True when it changed something. */
export function ensureAdminModel(store: Store, realm: RealmData): boolean {
  let changed = false;
  const mark = (did: boolean) => {
    changed ||= did;
  };
  for (const [key, value] of Object.entries(REALM_DEFAULTS)) {
    const rep = realm.rep as unknown as Record<string, unknown>;
    if (rep[key] === undefined) {
      rep[key] = structuredClone(value);
      changed = true;
    }
  }
  mark(completeRealmAttributes(realm.rep));
  const name = realm.rep.realm;
  const offline = ensureRealmRole(realm, "offline_access", "${role_offline-access}", mark);
  const uma = ensureRealmRole(realm, "uma_authorization", "${role_uma_authorization}", mark);

  const account = ensureClient(
    realm,
    "account",
    {
      name: "${client_account}",
      rootUrl: "${authBaseUrl}",
      baseUrl: `/realms/${name}/account/`,
      publicClient: true,
      fullScopeAllowed: false,
      redirectUris: [`/realms/${name}/account/*`],
      attributes: { "post.logout.redirect.uris": "+" },
    },
    mark,
  );
  for (const role of Object.keys(ACCOUNT_ROLES)) ensureClientRole(realm, account, role, mark);
  for (const [role, composites] of Object.entries(ACCOUNT_ROLES)) {
    addComposites(
      realm,
      findClientRole(realm, account.id, role)!,
      composites.map((c) => findClientRole(realm, account.id, c)!),
      mark,
    );
  }
  const accountConsole = ensureClient(
    realm,
    "account-console",
    {
      name: "${client_account-console}",
      rootUrl: "${authBaseUrl}",
      baseUrl: `/realms/${name}/account/`,
      publicClient: true,
      fullScopeAllowed: false,
      redirectUris: [`/realms/${name}/account/*`],
      attributes: { "post.logout.redirect.uris": "+", "pkce.code.challenge.method": "S256" },
      protocolMappers: [AUDIENCE_RESOLVE_MAPPER()],
    },
    mark,
  );
  // the account console calls the account API with the account client's roles only
  if (!realm.scopeMappings.has(accountConsole.id)) {
    const scoped = ["manage-account", "view-groups"].map((role) => findClientRole(realm, account.id, role)!.id);
    realm.scopeMappings.set(accountConsole.id, scoped);
    mark(true);
  }
  ensureClient(
    realm,
    "admin-cli",
    {
      name: "${client_admin-cli}",
      publicClient: true,
      standardFlowEnabled: false,
      directAccessGrantsEnabled: true,
      attributes: { [LIGHTWEIGHT_TOKENS]: "true" },
    },
    mark,
  );
  const broker = ensureClient(
    realm,
    "broker",
    { name: "${client_broker}", bearerOnly: true, fullScopeAllowed: false },
    mark,
  );
  ensureClientRole(realm, broker, "read-token", mark);
  const adminConsole = ensureClient(
    realm,
    "security-admin-console",
    {
      name: "${client_security-admin-console}",
      rootUrl: "${authAdminUrl}",
      baseUrl: `/admin/${name}/console/`,
      publicClient: true,
      redirectUris: [`/admin/${name}/console/*`],
      webOrigins: ["+"],
      attributes: {
        [LIGHTWEIGHT_TOKENS]: "true",
        "pkce.code.challenge.method": "S256",
        "post.logout.redirect.uris": "+",
      },
      protocolMappers: [LOCALE_MAPPER()],
    },
    mark,
  );
  // also when a seed lists the client: `npm run dev` must be able to sign in to any realm
  for (const uri of DEV_CONSOLE_REDIRECT_URIS) {
    if (!adminConsole.redirectUris?.includes(uri)) {
      adminConsole.redirectUris = [...(adminConsole.redirectUris ?? []), uri];
      mark(true);
    }
  }
  mark(ensureDefaultClientScopes(realm, offline.id));
  mark(ensureAuthenticationDefaults(realm));
  mark(ensureDefaultKeyProviders(realm));
  mark(ensureDefaultRegistrationPolicies(realm));

  const defaultRole = realm.roles.get(realm.defaultRoleId);
  if (defaultRole && defaultRole.compositeIds.length === 0) {
    addComposites(
      realm,
      defaultRole,
      [
        offline,
        uma,
        findClientRole(realm, account.id, "view-profile")!,
        findClientRole(realm, account.id, "manage-account")!,
      ],
      mark,
    );
  }

  if (name === MASTER) {
    const createRealm = ensureRealmRole(realm, "create-realm", "${role_create-realm}", mark);
    const admin = ensureRealmRole(realm, "admin", "${role_admin}", mark);
    addComposites(realm, admin, [createRealm], mark);
    for (const other of store.realmNames()) mark(ensureMasterAdminClient(realm, other));
  } else {
    const management = ensureClient(
      realm,
      REALM_MANAGEMENT,
      { name: "${client_realm-management}", bearerOnly: true, fullScopeAllowed: false },
      mark,
    );
    const roles = ensureAdminRoles(realm, management, mark);
    const realmAdmin = ensureClientRole(realm, management, "realm-admin", mark);
    addComposites(realm, realmAdmin, roles, mark);
    const master = store.realm(MASTER);
    if (master && ensureMasterAdminClient(master, name)) store.changed(master);
  }
  const realmClients = new Set(["broker", name === MASTER ? "" : REALM_MANAGEMENT]);
  if (name === MASTER) for (const other of store.realmNames()) realmClients.add(masterAdminClientId(other));
  mark(markRealmClients(realm, realmClients));
  return changed;
}

/**
 * master's "{realmName}-realm" client with the admin roles, each also in master's "admin" role; an existing client
 * gains the roles a newer Keycloak added (the organizations'). True when something was added.
 */
export function ensureMasterAdminClient(master: RealmData, realmName: string): boolean {
  let changed = false;
  const mark = (did: boolean) => {
    changed ||= did;
  };
  // Keycloak gives a realm's admin client in master no protocol and no client scopes
  const settings = {
    name: `${realmName} Realm`,
    bearerOnly: true,
    attributes: { [REALM_CLIENT]: "true" },
    fullScopeAllowed: false,
    protocol: undefined,
    defaultClientScopes: [],
    optionalClientScopes: [],
  };
  const client = ensureClient(master, masterAdminClientId(realmName), settings, mark);
  const roles = ensureAdminRoles(master, client, mark);
  const admin = findRealmRole(master, "admin");
  if (admin) addComposites(master, admin, roles, mark);
  return changed;
}

export function removeMasterAdminClient(master: RealmData, realmName: string): void {
  const client = findClient(master, masterAdminClientId(realmName));
  if (!client) return;
  const roleIds = new Set(
    [...master.roles.values()].filter((r) => r.clientRole && r.containerId === client.id).map((r) => r.id),
  );
  for (const id of roleIds) master.roles.delete(id);
  for (const role of master.roles.values()) role.compositeIds = role.compositeIds.filter((id) => !roleIds.has(id));
  for (const user of master.users.values()) user.roleIds = user.roleIds.filter((id) => !roleIds.has(id));
  for (const group of master.groups.values()) group.roleIds = group.roleIds.filter((id) => !roleIds.has(id));
  master.clients.delete(client.id);
}

export function renameMasterAdminClient(master: RealmData, oldName: string, newName: string): void {
  const client = findClient(master, masterAdminClientId(oldName));
  if (!client) return;
  client.clientId = masterAdminClientId(newName);
  client.name = `${newName} Realm`;
}

/** the console's paths carry the realm name (redirect URIs, base URLs); a rename moves them */
export function renameRealmPaths(realm: RealmData, oldName: string, newName: string): void {
  const move = (value: string) =>
    value
      .replace(`/admin/${oldName}/console/`, `/admin/${newName}/console/`)
      .replace(`/realms/${oldName}/`, `/realms/${newName}/`);
  for (const client of realm.clients.values()) {
    if (client.baseUrl) client.baseUrl = move(client.baseUrl);
    if (client.redirectUris) client.redirectUris = client.redirectUris.map(move);
  }
}
