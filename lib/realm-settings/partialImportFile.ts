// A partial import's file: a realm export, or a list of them (one is picked). What it holds is counted per resource
// type, and the import sends only the chosen types with the policy for resources that exist.
import type {
  PartialImportRealmRepresentation,
  default as RealmRepresentation,
} from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

export const IMPORT_RESOURCES = [
  "users",
  "clients",
  "groups",
  "realmRoles",
  "clientRoles",
  "identityProviders",
] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

export const IMPORT_POLICIES = ["FAIL", "SKIP", "OVERWRITE"] as const;
export type ImportPolicy = (typeof IMPORT_POLICIES)[number];

export type ParsedImportFile = { realms: RealmRepresentation[] } | { error: "invalidJson" | "notARealm" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The realms a file holds; an object or a list of objects, anything else is not a realm export. */
export function parseImportFile(text: string): ParsedImportFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "invalidJson" };
  }
  const realms = Array.isArray(parsed) ? parsed : [parsed];
  if (realms.length === 0 || !realms.every(isObject)) return { error: "notARealm" };
  return { realms: realms as RealmRepresentation[] };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** How many of each resource type the realm holds (client roles over all clients). */
export function resourceCounts(realm: RealmRepresentation): Record<ImportResource, number> {
  const clientRoles = isObject(realm.roles?.client)
    ? Object.values(realm.roles.client).reduce((sum, roles) => sum + list(roles).length, 0)
    : 0;
  return {
    users: list(realm.users).length,
    clients: list(realm.clients).length,
    groups: list(realm.groups).length,
    realmRoles: list(realm.roles?.realm).length,
    clientRoles,
    identityProviders: list(realm.identityProviders).length,
  };
}

/** The import request: the chosen types only, and what to do with resources that exist. */
export function importRequest(
  realm: RealmRepresentation,
  chosen: readonly ImportResource[],
  policy: ImportPolicy,
): PartialImportRealmRepresentation {
  const has = (resource: ImportResource) => chosen.includes(resource);
  const roles = {
    ...(has("realmRoles") ? { realm: realm.roles?.realm } : {}),
    ...(has("clientRoles") ? { client: realm.roles?.client } : {}),
  };
  return {
    ifResourceExists: policy,
    ...(has("users") ? { users: realm.users } : {}),
    ...(has("clients") ? { clients: realm.clients } : {}),
    ...(has("groups") ? { groups: realm.groups } : {}),
    ...(has("identityProviders") ? { identityProviders: realm.identityProviders } : {}),
    ...(Object.keys(roles).length ? { roles } : {}),
  };
}
