// What two servers may answer differently without meaning anything different: generated ids, times, secrets and keys,
// their own URL and port, and the order of a list where Keycloak defines none. Everything else is compared as it is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** numbers that are moments (a token's exp, iat and nbf too): compared for being there, not for their value */
const TIME_FIELD =
  /(timestamp|date|time|^start|^lastAccess|^expiration|^expiresAt|^notBefore|^createdAt|^lastUpdated|^exp|^iat|^nbf)$/i;
/**
 * generated secrets, key material, tokens and a token's session id (Keycloak's are not UUIDs): compared for being
 * there (and their type), not for their value
 */
const GENERATED_FIELD = /^(secret|publicKey|privateKey|certificate|kid|registrationAccessToken|salt|sid|token)$/;
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

/** a token's scope claim: names separated by spaces, in no defined order (Keycloak's come from a set) */
const SPACE_SEPARATED_SET = /^scope$/;

export type Masks = {
  /** the server's own origin, e.g. http://localhost:8280 */
  origin: string;
  realm: string;
};

/** `value` with ids, times, secrets, the origin and the realm's name masked, numbered ids kept apart */
export function normalise(value: unknown, masks: Masks, ids: Map<string, string>, field = ""): unknown {
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
  if (SPACE_SEPARATED_SET.test(field)) return text.split(" ").sort().join(" ");
  if (TIME_FIELD.test(field) && /^\d{10,}$/.test(text)) return "<time>";
  if (UUID.test(text)) return idName(text, ids);
  return text
    .replaceAll(masks.origin, "{server}")
    .replace(UUID_INSIDE, (id) => idName(id, ids))
    .replace(new RegExp(`(^|[^\\w-])${escape(masks.realm)}(?![\\w-])`, "g"), "$1{realm}");
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
      : JSON.stringify(item, (_, v: unknown) => (typeof v === "string" && UUID.test(v) ? "<id>" : v));
  return [...list].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}
