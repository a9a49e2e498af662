// What "copy to the other side" sends: the object or the field as the source side has it, written for the target
// realm, through the object's own endpoint, or partial import for an object the target lacks.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { PartialImportRealmRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { isObject, itemKeyField, SECRET_MASK } from "./flatten";
import { sectionObjects, type RawObject } from "./objects";
import type { DiffEntry, FieldDiff } from "./types";

export type DiffSide = "left" | "right";

export type CopyPlan =
  | { kind: "realm"; rep: RealmRepresentation }
  | { kind: "client"; id: string; rep: ClientRepresentation }
  | { kind: "role"; name: string; clientId?: string; rep: RoleRepresentation }
  | { kind: "identityProvider"; alias: string; rep: IdentityProviderRepresentation }
  | { kind: "partialImport"; rep: PartialImportRealmRepresentation };

export const otherSide = (side: DiffSide): DiffSide => (side === "left" ? "right" : "left");

/** Fields a representation's own endpoint does not write: a copy of them goes with the whole object. */
const NOT_BY_ENDPOINT = new Set(["protocolMappers", "authorizationSettings", "composites"]);

/** The value with the source realm's name, where it is part of a path or the default role, the target's. */
export function renameRealm<T>(value: T, from: string, to: string): T {
  if (typeof value === "string") {
    const renamed = value === `default-roles-${from}` ? `default-roles-${to}` : value;
    return renamed.split(`/realms/${from}/`).join(`/realms/${to}/`) as T;
  }
  if (Array.isArray(value)) return value.map((item) => renameRealm(item, from, to)) as T;
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, renameRealm(inner, from, to)])) as T;
  }
  return value;
}

/** The object without the ids of its source realm, which mean nothing (or something else) in the target. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !["id", "_id", "containerId", "internalId"].includes(key) && inner !== SECRET_MASK)
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

/** The target value with the source's value at the path: list items found by their key, as the diff found them. */
export function setIn(target: unknown, source: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return source === undefined && Array.isArray(target) ? [] : structuredClone(source);
  const [head, ...rest] = path;
  if (Array.isArray(target) || Array.isArray(source)) {
    const into = Array.isArray(target) ? [...target] : [];
    const from = Array.isArray(source) ? source : [];
    const field = itemKeyField(from) ?? itemKeyField(into);
    const at = (list: unknown[]) =>
      field ? list.findIndex((item) => isObject(item) && String(item[field]) === head) : Number(head);
    const item = from[at(from)];
    const index = at(into);
    if (index < 0 || index >= into.length) return item === undefined ? into : [...into, structuredClone(item)];
    if (item === undefined) return into.filter((_, i) => i !== index);
    into[index] = setIn(into[index], item, rest);
    return into;
  }
  const into: Record<string, unknown> = isObject(target) ? { ...target } : {};
  const value = isObject(source) ? source[head] : undefined;
  const next = setIn(into[head], value, rest);
  if (next === undefined) delete into[head];
  else into[head] = next;
  return into;
}

function rawObject(rep: RealmRepresentation, entry: DiffEntry): RawObject | undefined {
  return sectionObjects(rep, entry.section).find((object) => object.key === entry.key);
}

/** Whether the field may be copied from the side: its value there, or an emptied list, is what the target takes. */
export function canCopyField(entry: DiffEntry, field: FieldDiff, from: DiffSide): boolean {
  if (NOT_BY_ENDPOINT.has(field.path[0])) return false;
  if (!["realm", "clients", "roles", "identityProviders"].includes(entry.section)) return false;
  if (entry.key.startsWith("mapper:")) return false;
  return field[from] !== undefined || Array.isArray(field[otherSide(from)]);
}

/**
 * Whether the whole object may be copied. One the target lacks goes by partial import; one on both sides through its
 * own endpoint, field by field, so only when the endpoint writes every field that differs: partial import would
 * overwrite it by deleting and creating it again, and lose what hangs off it (role mappings, sessions, a service
 * account).
 */
export function canCopyObject(entry: DiffEntry, from: DiffSide): boolean {
  if (entry.kind === (from === "left" ? "added" : "removed")) return false;
  if (entry.key.startsWith("mapper:")) return false;
  if (!["clients", "roles", "identityProviders"].includes(entry.section)) return false;
  return entry.kind !== "changed" || entry.fields.every((field) => canCopyField(entry, field, from));
}

/** The target's object with the source's values at the fields, sent to the object's own endpoint. */
function endpointPlan(entry: DiffEntry, fields: FieldDiff[], source: RawObject, target: RawObject): CopyPlan {
  let rep: Record<string, unknown> = { ...target.value };
  for (const [top, ...rest] of fields.map((field) => field.path)) {
    rep = { ...rep, [top]: setIn(rep[top], source.value[top], rest) };
  }
  // a masked secret sent back would become the secret
  if (rep.secret === SECRET_MASK) delete rep.secret;
  if (entry.section === "realm") {
    return { kind: "realm", rep: Object.fromEntries(fields.map(({ path: [top] }) => [top, rep[top]])) };
  }
  if (entry.section === "clients") return { kind: "client", id: String(target.value.id), rep };
  if (entry.section === "identityProviders") return { kind: "identityProvider", alias: target.label, rep };
  const name = String(target.value.name);
  const clientId = entry.key.startsWith("client:") ? entry.key.split(":")[1] : undefined;
  return { kind: "role", name, clientId, rep };
}

/** An object the target lacks, by partial import. */
function importPlan(entry: DiffEntry, source: RawObject): CopyPlan {
  const value = withoutIds(source.value) as Record<string, unknown>;
  // should the object have appeared meanwhile, OVERWRITE would delete and create it again: refused instead
  const base = { ifResourceExists: "FAIL" } as const;
  if (entry.section === "clients") return { kind: "partialImport", rep: { ...base, clients: [value] } };
  if (entry.section === "identityProviders") {
    return { kind: "partialImport", rep: { ...base, identityProviders: [value] } };
  }
  if (entry.key.startsWith("client:")) {
    const clientId = entry.key.split(":")[1];
    return { kind: "partialImport", rep: { ...base, roles: { client: { [clientId]: [value] } } } };
  }
  return { kind: "partialImport", rep: { ...base, roles: { realm: [value] } } };
}

/**
 * What copying the object (no field) or one of its fields from one side to the other sends to the other side's
 * realm; undefined where the copy is not offered.
 */
export function copyPlan(
  entry: DiffEntry,
  field: FieldDiff | undefined,
  from: DiffSide,
  sides: Record<DiffSide, RealmRepresentation>,
): CopyPlan | undefined {
  const sourceRealm = sides[from];
  const targetRealm = sides[otherSide(from)];
  const renamed = {
    ...renameRealm(sourceRealm, sourceRealm.realm ?? "", targetRealm.realm ?? ""),
    realm: targetRealm.realm,
  };
  const source = rawObject(renamed, entry);
  const target = rawObject(targetRealm, entry);
  if (!source) return undefined;
  if (!field) {
    if (!canCopyObject(entry, from)) return undefined;
    return target ? endpointPlan(entry, entry.fields, source, target) : importPlan(entry, source);
  }
  if (!target || !canCopyField(entry, field, from)) return undefined;
  return endpointPlan(entry, [field], source, target);
}
