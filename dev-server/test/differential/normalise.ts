// What two servers may answer differently without meaning anything different: generated ids, times, secrets and keys,
// their own URL and port, and the order of a list where Keycloak defines none. Everything else is compared as it is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * an id that is no UUID: a session's, or a component's on Keycloak 26.7 (22 to 24 characters of base64url). Random
 * base64url holds a digit or both cases; about one Keycloak session id in sixty holds no digit
 */
const OPAQUE_ID = /^(?=.*\d|(?=.*[a-z])(?=.*[A-Z]))(?=.*[A-Za-z])[\w-]{16,}$/;
/** numbers that are moments (a token's exp, iat and nbf too): compared for being there, not for their value */
const TIME_FIELD =
  /(timestamp|date|time|^start|^lastAccess|^expiration|^expiresAt|^notBefore|^createdAt|^lastUpdated|^validTo|^lastFailure|^failedLoginNotBefore|^exp|^iat|^nbf)$/i;
/**
 * generated secrets, key material, tokens and a token's session id (Keycloak's are not UUIDs): compared for being
 * there (and their type), not for their value
 */
const GENERATED_FIELD = /^(secret|publicKey|privateKey|certificate|registrationAccessToken|salt|sid|token)$/;
/** a key's id: generated, and named like an id, so where else it appears (the active keys) says which key it is */
const KEY_ID_FIELD = "kid";
/** generated ids that are not UUIDs (Keycloak's session ids, its "onltro:"-prefixed token ids): numbered as ids */
const ID_FIELD = /^(sessionId|token_id|refresh_token_id)$/;
/** OAuth scopes (a token's scope claim too): space-separated, in no defined order (RFC 6749, 3.3) */
const SCOPE_FIELD = /^scope$/;
/** JSON kept as text (an admin event's representation): compared as the JSON it holds, its keys in no order */
const JSON_TEXT_FIELD = /^representation$/;
/** maps whose values are moments (a client's registered cluster nodes: name → registration time) */
const TIME_MAP = /^registeredNodes$/;
/**
 * lists Keycloak keeps as sets, compared sorted: a client's redirect URIs, web origins and client scopes (names), and
 * the protocol mappers of a client or client scope (by name)
 */
const SET_FIELD: Record<string, string | undefined> = {
  redirectUris: undefined,
  webOrigins: undefined,
  defaultClientScopes: undefined,
  optionalClientScopes: undefined,
  protocolMappers: "name",
};

export type Masks = {
  /** the server's own origin, e.g. http://localhost:8280 */
  origin: string;
  realm: string;
};

/** numbers every key id in `value` as an id, before it is normalised, wherever the key ids come in it */
export function nameKeyIds(value: unknown, ids: Map<string, string>): void {
  if (!value || typeof value !== "object") return;
  for (const [field, inner] of Object.entries(value)) {
    if (field === KEY_ID_FIELD && typeof inner === "string") idName(inner, ids);
    else nameKeyIds(inner, ids);
  }
}

/** `value` with ids, times, secrets, the origin and the realm's name masked, numbered ids kept apart */
export function normalise(value: unknown, masks: Masks, ids: Map<string, string>, field = ""): unknown {
  if (typeof value === "string" && JSON_TEXT_FIELD.test(field)) {
    const parsed = parsedJson(value);
    if (parsed !== undefined) return normalise(parsed, masks, ids);
  }
  if (typeof value === "string") return normaliseText(value, masks, ids, field);
  if (typeof value === "number") return TIME_FIELD.test(field) && value > 1e9 ? "<time>" : value;
  if (Array.isArray(value)) {
    // sorted before ids are numbered, so both servers' ids are named in the same order
    const items = Object.hasOwn(SET_FIELD, field) ? sortedList(value, SET_FIELD[field]) : value;
    return items.map((item) => normalise(item, masks, ids, field));
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const record = value as Record<string, unknown>;
      out[normaliseText(key, masks, ids, "")] = normalise(record[key], masks, ids, fieldName(field, record, key));
    }
    return out;
  }
  return value;
}

/** the name a value is masked by: its key, but a moment in a map of moments, and a secret credential's value */
function fieldName(parent: string, record: Record<string, unknown>, key: string): string {
  if (TIME_MAP.test(parent)) return "time";
  return key === "value" && record.type === "secret" ? "secret" : key;
}

function normaliseText(text: string, masks: Masks, ids: Map<string, string>, field: string): string {
  if (GENERATED_FIELD.test(field) && text.length > 0) return "<generated>";
  if (TIME_FIELD.test(field) && /^\d{10,}$/.test(text)) return "<time>";
  if (UUID.test(text) || ids.has(text.toLowerCase()) || (ID_FIELD.test(field) && text.length > 0))
    return idName(text, ids);
  if (field === "id" && text !== masks.realm && OPAQUE_ID.test(text)) return idName(text, ids);
  const ordered = SCOPE_FIELD.test(field) ? text.split(" ").filter(Boolean).sort().join(" ") : text;
  return ordered
    .replaceAll(masks.origin, "{server}")
    .replace(UUID_INSIDE, (id) => idName(id, ids))
    .replace(new RegExp(`(^|[^\\w-])${escape(masks.realm)}(?![\\w-])`, "g"), "$1{realm}");
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** ids are numbered in the order they first appear, so the same scenario gives both servers the same names */
function idName(id: string, ids: Map<string, string>): string {
  const key = id.toLowerCase();
  let name = ids.get(key);
  if (!name) ids.set(key, (name = `<id${ids.size + 1}>`));
  return name;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** a list put in an order of its own, for lists whose order Keycloak does not define */
export function sortedList(list: unknown[], by?: string): unknown[] {
  const keyOf = (item: unknown) =>
    by && item && typeof item === "object"
      ? String((item as Record<string, unknown>)[by])
      : JSON.stringify(item, (field, v: unknown) => (isGenerated(field, v) ? "<generated>" : withSortedFields(v)));
  return [...list].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

/** a value that differs from server to server by nature: an id, a time, a secret, key material */
const isGenerated = (field: string, value: unknown) =>
  (typeof value === "string" && UUID.test(value)) ||
  GENERATED_FIELD.test(field) ||
  TIME_FIELD.test(field) ||
  field === KEY_ID_FIELD;

/** an object's fields in name order, so two servers' items sort alike whatever order they write their fields in */
const withSortedFields = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** `value` with every list of objects that have the field `by` sorted by it, however deep */
export function sortedLists(value: unknown, by: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => sortedLists(item, by));
    const keyed = items.length > 0 && items.every((item) => !!item && typeof item === "object" && by in item);
    return keyed ? sortedList(items, by) : items;
  }
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortedLists(item, by)]));
}
