// A client's resource server (Keycloak Authorization Services), kept on the client record as its
// `authorizationSettings` so that it is saved in DATA_DIR and exported with the realm like the rest of the client.
// References between objects are ids; a realm imported from Keycloak may name them instead, and Keycloak's own import
// accepts an id or a name, so the first read turns names into ids (normalize).
import { randomUUID } from "node:crypto";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type {
  DecisionStrategy,
  Logic,
  PolicyEnforcementMode,
} from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";

export interface AuthzScope {
  id: string;
  name: string;
  displayName?: string;
  iconUri?: string;
}

export interface AuthzResource {
  _id: string;
  name: string;
  displayName?: string;
  type?: string;
  uris: string[];
  icon_uri?: string;
  ownerManagedAccess: boolean;
  /** the owner's id: the resource server (the client's id) or a user */
  owner: { id: string };
  attributes: Record<string, string[]>;
  scopes: { id: string }[];
}

export interface AuthzPolicy {
  id: string;
  name: string;
  description?: string;
  type: string;
  logic: Logic;
  decisionStrategy: DecisionStrategy;
  /** the provider's settings as Keycloak stores them (roles as JSON, time bounds, ...) */
  config: Record<string, string>;
  /** ids of the resources, scopes and policies this policy or permission is associated with */
  resources: string[];
  scopes: string[];
  policies: string[];
}

export interface ResourceServerRecord {
  id: string;
  clientId: string;
  name: string;
  allowRemoteResourceManagement: boolean;
  policyEnforcementMode: PolicyEnforcementMode;
  decisionStrategy: DecisionStrategy;
  resources: AuthzResource[];
  scopes: AuthzScope[];
  policies: AuthzPolicy[];
}

type AuthzClient = ClientRepresentation & { id: string; clientId: string };

export const PERMISSION_TYPES = ["resource", "scope"] as const;

export function isPermission(policy: AuthzPolicy): boolean {
  return (PERMISSION_TYPES as readonly string[]).includes(policy.type);
}

export function emptyResourceServer(client: AuthzClient): ResourceServerRecord {
  return {
    id: client.id,
    clientId: client.id,
    name: client.clientId,
    allowRemoteResourceManagement: true,
    policyEnforcementMode: "ENFORCING",
    decisionStrategy: "UNANIMOUS",
    resources: [],
    scopes: [],
    policies: [],
  };
}

const normalized = new WeakSet<object>();

/** The client's resource server, or undefined when authorization services are off. */
export function resourceServerOf(client: AuthzClient): ResourceServerRecord | undefined {
  if (!client.authorizationServicesEnabled) return undefined;
  client.authorizationSettings ??= emptyResourceServer(client) as unknown as typeof client.authorizationSettings;
  const stored = client.authorizationSettings as unknown as ResourceServerRecord;
  if (!normalized.has(stored)) {
    normalize(stored, client);
    normalized.add(stored);
  }
  return stored;
}

export function byIdOrName<T extends { name: string }>(
  items: T[],
  idOf: (item: T) => string,
  key: string,
): T | undefined {
  return items.find((item) => idOf(item) === key) ?? items.find((item) => item.name === key);
}

export const findResource = (rs: ResourceServerRecord, key: string) => byIdOrName(rs.resources, (r) => r._id, key);
export const findScope = (rs: ResourceServerRecord, key: string) => byIdOrName(rs.scopes, (s) => s.id, key);
export const findPolicy = (rs: ResourceServerRecord, key: string) => byIdOrName(rs.policies, (p) => p.id, key);

/** a JSON array held in a config value, as Keycloak keeps lists there ('["a","b"]'); anything else reads as empty */
export function configArray<T = unknown>(value: string | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function referenceIds(keys: unknown, resolve: (key: string) => string | undefined): string[] {
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((key) => {
    const id = typeof key === "string" ? resolve(key) : undefined;
    return id ? [id] : [];
  });
}

/** fills what an imported representation may leave out and turns named references into ids */
function normalize(rs: ResourceServerRecord, client: AuthzClient): void {
  Object.assign(rs, { ...emptyResourceServer(client), ...rs, id: client.id, clientId: client.id });
  rs.scopes = rs.scopes.map((s) => ({ ...s, id: s.id ?? randomUUID() }));
  const resources = rs.resources as (Partial<Omit<AuthzResource, "scopes">> & {
    scopes?: { id?: string; name?: string }[];
  })[];
  rs.resources = resources.map((r) => ({
    ...r,
    _id: r._id ?? randomUUID(),
    name: r.name ?? "",
    uris: r.uris ?? [],
    ownerManagedAccess: r.ownerManagedAccess ?? false,
    attributes: r.attributes ?? {},
    owner: { id: r.owner?.id ?? client.id },
    scopes: referenceIds(
      (r.scopes ?? []).map((s) => s.id ?? s.name),
      (key) => findScope(rs, key)?.id,
    ).map((id) => ({ id })),
  }));
  const policies = rs.policies as (Partial<AuthzPolicy> & { name: string })[];
  rs.policies = policies.map((p) => ({
    ...p,
    id: p.id ?? randomUUID(),
    type: p.type ?? "",
    logic: p.logic ?? "POSITIVE",
    decisionStrategy: p.decisionStrategy ?? "UNANIMOUS",
    config: { ...(p.config ?? {}) },
    resources: p.resources ?? [],
    scopes: p.scopes ?? [],
    policies: p.policies ?? [],
  }));
  for (const p of rs.policies) {
    // an export names associations in the config; they become the policy's id lists
    const { resources, scopes, applyPolicies, ...config } = p.config;
    p.resources = [...p.resources, ...referenceIds(configArray(resources), (k) => findResource(rs, k)?._id)];
    p.scopes = [...p.scopes, ...referenceIds(configArray(scopes), (k) => findScope(rs, k)?.id)];
    p.policies = [...p.policies, ...referenceIds(configArray(applyPolicies), (k) => findPolicy(rs, k)?.id)];
    p.config = config;
  }
}

/** forgets a deleted object in every policy and resource that referred to it */
export function dropReferences(rs: ResourceServerRecord, id: string): void {
  for (const p of rs.policies) {
    p.resources = p.resources.filter((x) => x !== id);
    p.scopes = p.scopes.filter((x) => x !== id);
    p.policies = p.policies.filter((x) => x !== id);
  }
  for (const r of rs.resources) r.scopes = r.scopes.filter((s) => s.id !== id);
}
