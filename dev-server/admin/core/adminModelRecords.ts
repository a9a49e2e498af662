// The idempotent steps the admin model is built from: a client, a role, a realm role, composites, added only when missing.
import { randomUUID } from "node:crypto";
import type { RealmData, RoleRecord } from "../../store/model.js";
import { findClient, findClientRole, findRealmRole } from "../../store/realmLookups.js";
import type { KeycloakClient } from "../../oidc/keycloakClients.js";

/** The realm-management (or {realm}-realm) client's roles, as Keycloak lists them. */
const ADMIN_ROLES = [
  "view-realm",
  "view-users",
  "view-clients",
  "view-events",
  "view-identity-providers",
  "view-authorization",
  "view-organizations",
  "manage-realm",
  "manage-users",
  "manage-clients",
  "manage-events",
  "manage-identity-providers",
  "manage-authorization",
  "manage-organizations",
  "query-users",
  "query-clients",
  "query-realms",
  "query-groups",
  "query-organizations",
  "create-client",
  "impersonation",
] as const;

const ADMIN_COMPOSITES: Record<string, string[]> = {
  "view-users": ["query-users", "query-groups"],
  "view-clients": ["query-clients"],
  "view-organizations": ["query-organizations"],
};

export function ensureAdminRoles(realm: RealmData, client: KeycloakClient, mark: (did: boolean) => void): RoleRecord[] {
  const roles = ADMIN_ROLES.map((role) => ensureClientRole(realm, client, role, mark));
  for (const [role, composites] of Object.entries(ADMIN_COMPOSITES)) {
    addComposites(
      realm,
      findClientRole(realm, client.id, role)!,
      composites.map((c) => findClientRole(realm, client.id, c)!),
      mark,
    );
  }
  return roles;
}

export function ensureClient(
  realm: RealmData,
  clientId: string,
  settings: Partial<KeycloakClient>,
  mark: (did: boolean) => void,
): KeycloakClient {
  const existing = findClient(realm, clientId);
  if (existing) return existing;
  const client: KeycloakClient = {
    id: randomUUID(),
    clientId,
    enabled: true,
    alwaysDisplayInConsole: false,
    clientAuthenticatorType: "client-secret",
    redirectUris: [],
    webOrigins: [],
    notBefore: 0,
    bearerOnly: false,
    consentRequired: false,
    standardFlowEnabled: true,
    implicitFlowEnabled: false,
    directAccessGrantsEnabled: false,
    serviceAccountsEnabled: false,
    publicClient: false,
    frontchannelLogout: false,
    protocol: "openid-connect",
    fullScopeAllowed: true,
    surrogateAuthRequired: false,
    nodeReRegistrationTimeout: 0,
    defaultClientScopes: ["web-origins", "acr", "profile", "roles", "basic", "email"],
    optionalClientScopes: ["address", "phone", "offline_access", "organization", "microprofile-jwt"],
    ...settings,
    attributes: { ...settings.attributes },
  };
  realm.clients.set(client.id, client);
  mark(true);
  return client;
}

export function ensureClientRole(
  realm: RealmData,
  client: KeycloakClient,
  name: string,
  mark: (did: boolean) => void,
): RoleRecord {
  const existing = findClientRole(realm, client.id, name);
  if (existing) return existing;
  const role: RoleRecord = {
    id: randomUUID(),
    name,
    description: `\${role_${name}}`,
    containerId: client.id,
    clientRole: true,
    attributes: {},
    compositeIds: [],
  };
  realm.roles.set(role.id, role);
  mark(true);
  return role;
}

export function ensureRealmRole(
  realm: RealmData,
  name: string,
  description: string,
  mark: (did: boolean) => void,
): RoleRecord {
  const existing = findRealmRole(realm, name);
  if (existing) return existing;
  const role: RoleRecord = {
    id: randomUUID(),
    name,
    description,
    containerId: realm.rep.id,
    clientRole: false,
    attributes: {},
    compositeIds: [],
  };
  realm.roles.set(role.id, role);
  mark(true);
  return role;
}

export function addComposites(
  realm: RealmData,
  role: RoleRecord,
  composites: RoleRecord[],
  mark: (did: boolean) => void,
): void {
  for (const composite of composites) {
    if (!role.compositeIds.includes(composite.id)) {
      role.compositeIds.push(composite.id);
      mark(true);
    }
  }
}
