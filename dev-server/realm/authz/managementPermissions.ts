// Fine-grained admin permissions (v1) of one object: they live on the realm's management client (realm-management,
// master-realm in master), whose resource server is created the first time any are enabled, as Keycloak's
// MgmtPermissions does, without the checks a client's own authorization switch makes (the client stays bearer-only).
// Enabling adds what is missing (scopes, the object's resource, one empty scope permission per scope); disabling
// removes the object's permissions and its resource and keeps the shared scopes.
import { randomUUID } from "node:crypto";
import type { RealmData } from "../../store/model.js";
import { type AuthzPolicy, type AuthzResource, type ResourceServerRecord, resourceServerOf } from "./model.js";
import { deleteResource } from "./objectWrites.js";
import { deletePolicy } from "./policyWrites.js";
import { KINDS, type KindSetup, type ManagedKind } from "./managementKinds.js";

/** Keycloak's ManagementPermissionReference: `{ enabled: false }` alone while off */
export interface ManagementPermissionReference {
  enabled: boolean;
  resource?: string;
  scopePermissions?: Record<string, string>;
}

const MASTER = "master";

export function managementClientId(realm: RealmData): string {
  return realm.rep.realm === MASTER ? "master-realm" : "realm-management";
}

function managementClient(realm: RealmData) {
  const clientId = managementClientId(realm);
  return [...realm.clients.values()].find((c) => c.clientId === clientId);
}

function managementServer(realm: RealmData, create: boolean): ResourceServerRecord | undefined {
  const client = managementClient(realm);
  if (!client) return undefined;
  if (!client.authorizationServicesEnabled && create) client.authorizationServicesEnabled = true;
  return resourceServerOf(client);
}

const resourceOf = (rs: ResourceServerRecord, setup: KindSetup, id: string) =>
  rs.resources.find((r) => r.name === setup.resourceName(id) && r.owner.id === rs.clientId);

const policyNamed = (rs: ResourceServerRecord, name: string) => rs.policies.find((p) => p.name === name);

function scopeId(rs: ResourceServerRecord, name: string): string {
  const existing = rs.scopes.find((s) => s.name === name);
  if (existing) return existing.id;
  const scope = { id: randomUUID(), name };
  rs.scopes.push(scope);
  return scope.id;
}

export function isEnabled(realm: RealmData, kind: ManagedKind, id: string): boolean {
  const rs = managementServer(realm, false);
  const setup = KINDS[kind];
  if (!rs || !resourceOf(rs, setup, id)) return false;
  // the users' permissions count as on only while their manage permission is there, as Keycloak checks
  return kind !== "users" || !!policyNamed(rs, setup.permissions[1]!.name(id));
}

function ensureResource(rs: ResourceServerRecord, setup: KindSetup, id: string): AuthzResource {
  const found = resourceOf(rs, setup, id);
  if (found) return found;
  const resource: AuthzResource = {
    _id: randomUUID(),
    name: setup.resourceName(id),
    ...(setup.resourceType ? { type: setup.resourceType } : {}),
    uris: [],
    ownerManagedAccess: false,
    owner: { id: rs.clientId },
    attributes: {},
    scopes: setup.resourceScopes.map((name) => ({ id: scopeId(rs, name) })),
  };
  rs.resources.push(resource);
  return resource;
}

function ensurePermission(
  rs: ResourceServerRecord,
  setup: KindSetup,
  resource: AuthzResource,
  scope: string,
  name: string,
) {
  const found = policyNamed(rs, name);
  if (found) return found;
  const permission: AuthzPolicy = {
    id: randomUUID(),
    name,
    type: "scope",
    logic: "POSITIVE",
    decisionStrategy: setup.decisionStrategy,
    config: {},
    resources: [resource._id],
    scopes: [scopeId(rs, scope)],
    policies: [],
  };
  rs.policies.push(permission);
  return permission;
}

/** Sets the object's permissions up (what is there already is kept) and answers the reference to them. */
export function enablePermissions(realm: RealmData, kind: ManagedKind, id: string): ManagementPermissionReference {
  const rs = managementServer(realm, true);
  if (!rs) return { enabled: false };
  const setup = KINDS[kind];
  const resource = ensureResource(rs, setup, id);
  const scopePermissions: Record<string, string> = {};
  for (const { scope, name } of setup.permissions)
    scopePermissions[scope] = ensurePermission(rs, setup, resource, scope, name(id)).id;
  return { enabled: true, resource: resource._id, scopePermissions };
}

export function disablePermissions(realm: RealmData, kind: ManagedKind, id: string): ManagementPermissionReference {
  const rs = managementServer(realm, false);
  if (!rs) return { enabled: false };
  const setup = KINDS[kind];
  for (const { name } of setup.permissions) {
    const permission = policyNamed(rs, name(id));
    if (permission) deletePolicy(rs, permission);
  }
  const resource = resourceOf(rs, setup, id);
  if (resource) deleteResource(rs, resource);
  return { enabled: false };
}

/**
 * The reference as GET answers it. Like Keycloak, reading enabled permissions recreates any one deleted since on the
 * authorization screens; `changed` says that happened, so that it is saved.
 */
export function permissionReference(
  realm: RealmData,
  kind: ManagedKind,
  id: string,
): { reference: ManagementPermissionReference; changed: boolean } {
  if (!isEnabled(realm, kind, id)) return { reference: { enabled: false }, changed: false };
  const rs = managementServer(realm, false);
  const complete = KINDS[kind].permissions.every(({ name }) => rs && policyNamed(rs, name(id)));
  return { reference: enablePermissions(realm, kind, id), changed: !complete };
}
