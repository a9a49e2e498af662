// Creating and changing resources and scopes of a resource server with Keycloak's rules: a name is unique per
// resource server (per owner, for resources), a resource's owner is the resource server unless a user is named, and a
// scope a resource names that does not exist yet is created with it.
import { randomUUID } from "node:crypto";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { findUserByUsername } from "../../store/realmLookups.js";
import { dropReferences, findScope, type AuthzResource, type AuthzScope, type ResourceServerRecord } from "./model.js";

export interface WriteError {
  /** 500: what Keycloak refuses by throwing (answered as unknown_error) */
  status: 400 | 409 | 500;
  message: string;
  /** Keycloak's OAuth error code for the answer; a few refusals carry the message there instead */
  error?: { code: string; description?: string };
}

/** a name left out: Keycloak's store refuses the missing name as it refuses a duplicate one */
export const NAMELESS: WriteError = {
  status: 409,
  message: "Duplicate resource error",
  error: { code: "conflict", description: "Duplicate resource error" },
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function ownerId(realm: RealmData, rs: ResourceServerRecord, owner: ResourceRepresentation["owner"] | string) {
  const key = typeof owner === "string" ? owner : (owner?.id ?? owner?.name);
  if (!key || key === rs.clientId || key === realm.clients.get(rs.clientId)?.clientId) return rs.clientId;
  return realm.users.get(key)?.id ?? findUserByUsername(realm, key)?.id;
}

function scopeIds(rs: ResourceServerRecord, scopes: ResourceRepresentation["scopes"]): { id: string }[] {
  const ids = new Set<string>();
  for (const s of scopes ?? []) {
    const key = typeof s === "string" ? s : (s.id ?? s.name ?? "");
    if (!key) continue;
    const scope = findScope(rs, key) ?? createScopeRecord(rs, { name: typeof s === "string" ? s : s.name });
    ids.add(scope.id);
  }
  return [...ids].map((id) => ({ id }));
}

function createScopeRecord(rs: ResourceServerRecord, rep: ScopeRepresentation): AuthzScope {
  const scope: AuthzScope = {
    id: randomUUID(),
    name: text(rep.name),
    ...(text(rep.displayName) ? { displayName: text(rep.displayName) } : {}),
    ...(text(rep.iconUri) ? { iconUri: text(rep.iconUri) } : {}),
  };
  rs.scopes.push(scope);
  return scope;
}

/** the resource written from `rep`; `existing` is updated in place, otherwise a new one is added */
export function writeResource(
  realm: RealmData,
  rs: ResourceServerRecord,
  rep: ResourceRepresentation,
  existing?: AuthzResource,
): AuthzResource | WriteError {
  const name = text(rep.name);
  if (!name) return NAMELESS;
  const owner = rep.owner === undefined && existing ? existing.owner.id : ownerId(realm, rs, rep.owner);
  if (!owner) return { status: 400, message: "Could not find the resource owner" };
  if (rs.resources.some((r) => r !== existing && r.name === name && r.owner.id === owner))
    return { status: 409, message: `Resource with name [${name}] already exists.` };
  const resource: AuthzResource = {
    _id: existing?._id ?? randomUUID(),
    name,
    ...(text(rep.displayName) ? { displayName: text(rep.displayName) } : {}),
    ...(text(rep.type) ? { type: text(rep.type) } : {}),
    uris: [...new Set((rep.uris ?? []).map(text).filter(Boolean))],
    ...(text(rep.icon_uri) ? { icon_uri: text(rep.icon_uri) } : {}),
    ownerManagedAccess: rep.ownerManagedAccess === true,
    owner: { id: owner },
    attributes: Object.fromEntries(
      Object.entries(rep.attributes ?? {}).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(String)]),
    ),
    scopes: scopeIds(rs, rep.scopes),
  };
  if (existing) {
    for (const key of Object.keys(existing)) delete (existing as unknown as Record<string, unknown>)[key];
    return Object.assign(existing, resource);
  }
  rs.resources.push(resource);
  return resource;
}

export function writeScope(
  rs: ResourceServerRecord,
  rep: ScopeRepresentation,
  existing?: AuthzScope,
): AuthzScope | WriteError {
  const name = text(rep.name);
  if (!name) return NAMELESS;
  // a new scope named as one the server has is that one, changed (Keycloak's toModel finds scopes by name)
  const named = rs.scopes.find((s) => s.name === name);
  if (!existing && named) return writeScope(rs, rep, named);
  if (named && named !== existing) return { status: 409, message: `Scope with name [${name}] already exists` };
  if (!existing) return createScopeRecord(rs, { ...rep, name });
  existing.name = name;
  existing.displayName = text(rep.displayName) || undefined;
  existing.iconUri = text(rep.iconUri) || undefined;
  return existing;
}

export function deleteResource(rs: ResourceServerRecord, resource: AuthzResource): void {
  rs.resources = rs.resources.filter((r) => r !== resource);
  dropReferences(rs, resource._id);
}

export function deleteScope(rs: ResourceServerRecord, scope: AuthzScope): void {
  rs.scopes = rs.scopes.filter((s) => s !== scope);
  dropReferences(rs, scope.id);
}

export function isWriteError(value: object): value is WriteError {
  return "status" in value && "message" in value;
}
