// Clients as the admin API creates and shows them: the caller's access, secrets, the service-account user, creation.
import { randomBytes, randomUUID } from "node:crypto";
import { clientUrlError } from "../../realm/clientUrls.js";
import type { Request, Response } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, created, hasAnyRole, jsonBody } from "../http.js";
import { CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord } from "./lib/lookups.js";
import { recordWrite } from "./lib/route.js";
import { withMapperReps } from "./lib/mapperReps.js";
import { invalidateUserIndex } from "../../realm/userIndex.js";
import { deleteRole } from "../../realm/roleWrites.js";
import { disablePermissions } from "../../realm/authz/managementPermissions.js";
import { maskClient } from "../../realm/secrets.js";
import { REALM_CLIENT } from "../../realm/realmClients.js";
import { SERVICE_ACCOUNT_SCOPE } from "../core/builtinClientScopes.js";
import { MASTER, REALM_MANAGEMENT } from "../auth.js";
import {
  applyAuthorizationSwitch,
  authorizationRefusal,
  grantUmaProtection,
  switchRefused,
} from "./authz/authzSwitch.js";

export const CREATE_CLIENT = [...CLIENTS_MANAGE, "create-client"];

export function access(req: Request, realm: RealmData, client: ClientRecord): Record<string, boolean> {
  const manage = hasAnyRole(req, realm.rep.realm, CLIENTS_MANAGE) && !isAdminClient(realm, client);
  return { view: hasAnyRole(req, realm.rep.realm, CLIENTS_VIEW), configure: manage, manage };
}

/** the client as the caller may see it: Keycloak strips its secrets for an admin who may not manage clients */
export function clientRep(
  req: Request,
  realm: RealmData,
  client: ClientRecord,
): ClientRecord & {
  access: Record<string, boolean>;
} {
  const shown = hasAnyRole(req, realm.rep.realm, CLIENTS_MANAGE) ? client : maskClient(client);
  return { ...plainClientRep(shown), access: access(req, realm, client) };
}

/** ClientRepresentation as Keycloak writes it from its model, without the caller's access */
export function plainClientRep(client: ClientRecord): ClientRecord {
  const {
    authorizationSettings: _settings,
    registrationAccessToken: _tokenId,
    secret,
    registeredNodes,
    ...shown
  } = client;
  // Keycloak reads a resource server through authz/resource-server, never with its client, and keeps the id of its
  // registration access token to itself; a public client has no secret, a client without nodes no registeredNodes
  return withMapperReps({
    ...shown,
    ...(secret !== undefined && !client.publicClient ? { secret } : {}),
    ...(registeredNodes && Object.keys(registeredNodes).length ? { registeredNodes } : {}),
    authenticationFlowBindingOverrides: client.authenticationFlowBindingOverrides ?? {},
  });
}

/**
 * realm-management, and in master each realm's "{realm}-realm" client: the clients that hold the admin roles, which
 * Keycloak lets nobody change (an admin would otherwise grant themselves every admin power)
 */
export function isAdminClient(realm: RealmData, client: ClientRecord): boolean {
  if (client.attributes?.[REALM_CLIENT] !== "true") return false;
  return realm.rep.realm === MASTER ? client.clientId.endsWith("-realm") : client.clientId === REALM_MANAGEMENT;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 86 letters and digits, 512 bits of entropy, as Keycloak's SecretGenerator makes a client secret */
export function newSecret(): string {
  let secret = "";
  while (secret.length < 86) {
    // 248 is the largest multiple of 62 below 256: the bytes above it are dropped so every character is as likely
    for (const byte of randomBytes(96)) if (byte < 248 && secret.length < 86) secret += ALPHANUMERIC[byte % 62];
  }
  return secret;
}

export const ROTATED_SECRET = "client.secret.rotated";
const ROTATION_INFO = [ROTATED_SECRET, "client.secret.rotated.creation.time", "client.secret.rotated.expiration.time"];

/** a new secret with its creation time, as KeycloakModelUtils.generateSecret sets them */
function generateSecret(client: ClientRecord): string {
  client.secret = newSecret();
  client.attributes = {
    ...(client.attributes ?? {}),
    "client.secret.creation.time": String(Math.floor(Date.now() / 1000)),
  };
  return client.secret;
}

/** Keycloak keeps the previous secret only when a secret-rotation client policy asked for it; none does here */
export function dropRotationInfo(client: ClientRecord): void {
  if (!client.attributes || !ROTATION_INFO.some((key) => key in client.attributes!)) return;
  const attributes: Record<string, string> = { ...client.attributes };
  for (const key of ROTATION_INFO) delete attributes[key];
  client.attributes = attributes;
}

export function regenerateSecret(client: ClientRecord): string {
  generateSecret(client);
  dropRotationInfo(client);
  return client.secret!;
}

/** realm exports link the service account by clientId, the admin API by internal id: accept both */
export function serviceAccountUser(realm: RealmData, client: ClientRecord): UserRecord | undefined {
  for (const u of realm.users.values())
    if (u.serviceAccountClientId === client.id || u.serviceAccountClientId === client.clientId) return u;
  return undefined;
}

/** Keycloak gives a client with a service account the service_account scope, and takes it away with the account */
function syncServiceAccountScope(realm: RealmData, client: ClientRecord): void {
  const has = client.defaultClientScopes?.includes(SERVICE_ACCOUNT_SCOPE) ?? false;
  if (!client.serviceAccountsEnabled) {
    if (has) client.defaultClientScopes = client.defaultClientScopes!.filter((name) => name !== SERVICE_ACCOUNT_SCOPE);
    return;
  }
  const known = [...realm.clientScopes.values()].some((scope) => scope.name === SERVICE_ACCOUNT_SCOPE);
  if (!has && known) client.defaultClientScopes = [...(client.defaultClientScopes ?? []), SERVICE_ACCOUNT_SCOPE];
}

export function ensureServiceAccount(realm: RealmData, client: ClientRecord): void {
  syncServiceAccountScope(realm, client);
  if (!client.serviceAccountsEnabled || serviceAccountUser(realm, client)) return;
  const user: UserRecord = {
    id: randomUUID(),
    username: `service-account-${client.clientId}`.toLowerCase(),
    enabled: true,
    emailVerified: false,
    createdTimestamp: Date.now(),
    attributes: {},
    requiredActions: [],
    serviceAccountClientId: client.id,
    notBefore: 0,
    credentials: [],
    roleIds: realm.defaultRoleId ? [realm.defaultRoleId] : [],
    groupIds: [],
    federatedIdentities: [],
    consents: [],
  };
  realm.users.set(user.id, user);
  invalidateUserIndex(realm);
}

/** The names of the realm's scopes among `ids` that speak `protocol` (a scope without one is OpenID Connect). */
export function scopeNames(realm: RealmData, ids: string[], protocol: string): string[] {
  return ids.flatMap((id) => {
    const scope = realm.clientScopes.get(id);
    return scope && (scope.protocol ?? "openid-connect") === protocol ? [scope.name] : [];
  });
}

/** A new client from its representation with Keycloak's defaults for what it leaves out, and a secret if it needs one. */
export function newClientRecord(realm: RealmData, rep: ClientRepresentation, clientId: string): ClientRecord {
  const protocol = rep.protocol ?? "openid-connect";
  // the resource server is applied on its own (applyAuthorizationSwitch), never copied as a field
  const { authorizationSettings: _resourceServer, ...fields } = rep;
  const client: ClientRecord = {
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
    fullScopeAllowed: true,
    surrogateAuthRequired: false,
    nodeReRegistrationTimeout: -1,
    // Keycloak gives a new client the realm's default scopes of its own protocol only
    defaultClientScopes: scopeNames(realm, realm.defaultDefaultClientScopeIds, protocol),
    optionalClientScopes: scopeNames(realm, realm.defaultOptionalClientScopeIds, protocol),
    ...fields,
    protocol,
    attributes: { ...rep.attributes, [REALM_CLIENT]: "false" },
    protocolMappers: (rep.protocolMappers ?? []).map((m) => ({ ...m, id: randomUUID() })),
    id: rep.id ?? randomUUID(),
    clientId,
  };
  ensureSecret(client);
  return client;
}

/** Keycloak gives every confidential client a secret (bearer-only and signed-JWT ones too), and a public one none */
export function ensureSecret(client: ClientRecord): void {
  if (client.publicClient) delete client.secret;
  else if (!client.secret) generateSecret(client);
}

export function createClient(ctx: AdminContext, req: Request, res: Response, realm: RealmData): void {
  const rep = jsonBody<ClientRepresentation>(req);
  // Keycloak's store names a client without a clientId by its id; a blank one its validation refuses
  const id = rep.id ?? randomUUID();
  const clientId = rep.clientId ?? id;
  if (!clientId.trim()) return invalidInput(res, "Client ID cannot be blank");
  const urlError = clientUrlError(rep);
  if (urlError) return invalidInput(res, urlError);
  // Keycloak's database refuses a second client with the same id as it refuses the same clientId
  if ((rep.id && realm.clients.has(rep.id)) || [...realm.clients.values()].some((c) => c.clientId === clientId))
    return conflict(res, `Client ${clientId} already exists`);
  const refusal = authorizationRefusal(req, realm, undefined, rep);
  if (refusal) return switchRefused(res, refusal);
  const client = newClientRecord(realm, { ...rep, id }, clientId);
  const importRefusal = applyAuthorizationSwitch(realm, client, rep.authorizationSettings);
  if (importRefusal) return badRequest(res, importRefusal);
  realm.clients.set(client.id, client);
  ensureServiceAccount(realm, client);
  grantUmaProtection(realm, client, serviceAccountUser(realm, client));
  recordWrite(ctx, req, realm, {
    operationType: "CREATE",
    resourceType: "CLIENT",
    resourcePath: `clients/${client.id}`,
    representation: rep,
  });
  created(req, res, client.id);
}

/** Keycloak's answer to a client its validation refuses (ErrorResponseException with invalid_input). */
export function invalidInput(res: Response, description: string): void {
  res.status(400).json({ error: "invalid_input", error_description: description });
}

/** Removes the client with its roles, its service-account user, its scope mappings and its management permissions. */
export function removeClient(realm: RealmData, client: ClientRecord): void {
  for (const role of [...realm.roles.values()])
    if (role.clientRole && role.containerId === client.id) deleteRole(realm, role);
  const serviceAccount = serviceAccountUser(realm, client);
  if (serviceAccount) {
    realm.users.delete(serviceAccount.id);
    invalidateUserIndex(realm);
  }
  realm.clients.delete(client.id);
  realm.scopeMappings.delete(client.id);
  disablePermissions(realm, "client", client.id);
}
