// One object of an export as the diff compares it: leaf values by path, without what carries no meaning.
import { FIELD_SEPARATOR, type FlatObject, type Leaf } from "./types";

/**
 * What the server makes up per object or realm: ids, the ids of what holds an object, and when a client's secret was
 * made. Secrets too: the partial export masks them, so that only whether there is one could differ, and a client gets
 * one whenever Keycloak imports it.
 */
const IGNORED_KEYS = new Set([
  "id",
  "_id",
  "containerId",
  "internalId",
  "parentId",
  "client.secret.creation.time",
  "secret",
  "clientSecret",
  "password",
  "bindCredential",
  "privateKey",
  "hmacSecret",
]);

export const SECRET_MASK = "**********";

/** The fields by which a list's items are told apart, where every item has one and no two share it. */
const ITEM_KEYS = ["alias", "clientId", "name"] as const;

/** The realm's own name inside a value, written alike for every realm. */
export function realmNeutral(text: string, realm: string): string {
  if (text === `default-roles-${realm}`) return "default-roles-{realm}";
  return text.split(`/realms/${realm}/`).join("/realms/{realm}/");
}

/** The field that names each of a list's items, when there is one. */
export function itemKeyField(items: readonly unknown[]): (typeof ITEM_KEYS)[number] | undefined {
  return ITEM_KEYS.find((field) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      const value = isObject(item) ? item[field] : undefined;
      if (typeof value !== "string" || seen.has(value)) return false;
      seen.add(value);
    }
    return items.length > 0;
  });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const compareLeaves = (a: Leaf, b: Leaf) => {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

function walk(value: unknown, path: string[], realm: string, out: FlatObject): void {
  if (value === null || value === undefined) return;
  if (typeof value === "string") {
    out[path.join(FIELD_SEPARATOR)] = realmNeutral(value, realm);
  } else if (typeof value === "number" || typeof value === "boolean") {
    out[path.join(FIELD_SEPARATOR)] = value;
  } else if (Array.isArray(value)) {
    if (value.length === 0) return;
    if (value.every((item) => !isObject(item) && !Array.isArray(item))) {
      // a list of plain values is a set here: the order of redirect URIs, scopes or roles means nothing
      const leaves = value.filter((item) => item !== null && item !== undefined) as Leaf[];
      const neutral = leaves.map((item) => (typeof item === "string" ? realmNeutral(item, realm) : item));
      out[path.join(FIELD_SEPARATOR)] = neutral.sort(compareLeaves);
      return;
    }
    const keyField = itemKeyField(value);
    value.forEach((item, index) => {
      const segment = keyField ? String((item as Record<string, unknown>)[keyField]) : String(index);
      walk(item, [...path, segment], realm, out);
    });
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (IGNORED_KEYS.has(key)) continue;
      walk(inner, [...path, key], realm, out);
    }
  }
}

/** The object's leaves by path; empty values count as absent, as Keycloak leaves them out or fills them in alike. */
export function flatten(value: Record<string, unknown>, realm: string): FlatObject {
  const out: FlatObject = {};
  walk(value, [], realm, out);
  return out;
}
