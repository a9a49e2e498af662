// What two servers may answer differently without meaning anything different: generated ids, times, secrets and keys,
// their own URL and port, and the order of a list where Keycloak defines none. Everything else is compared as it is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** numbers that are moments: compared for being there, not for their value */
const TIME_FIELD =
  /(timestamp|date|time|^start|^lastAccess|^expiration|^expiresAt|^notBefore|^createdAt|^lastUpdated)$/i;
/** generated secrets and key material: compared for being there (and their type), not for their value */
const GENERATED_FIELD = /^(secret|publicKey|privateKey|certificate|kid|registrationAccessToken|salt)$/;
/** generated ids that are not UUIDs (Keycloak's session ids, its "onltro:"-prefixed token ids): numbered as ids */
const ID_FIELD = /^(sessionId|token_id|refresh_token_id)$/;
/** OAuth scopes: space-separated, in no defined order (RFC 6749, 3.3) */
const SCOPE_FIELD = /^scope$/;
/** JSON kept as text (an admin event's representation): compared as the JSON it holds, its keys in no order */
const JSON_TEXT_FIELD = /^representation$/;

export type Masks = {
  /** the server's own origin, e.g. http://localhost:8280 */
  origin: string;
  realm: string;
};

/** `value` with ids, times, secrets, the origin and the realm's name masked, numbered ids kept apart */
export function normalise(value: unknown, masks: Masks, ids: Map<string, string>, field = ""): unknown {
  if (typeof value === "string" && JSON_TEXT_FIELD.test(field)) {
    const parsed = parsedJson(value);
    if (parsed !== undefined) return normalise(parsed, masks, ids);
  }
  if (typeof value === "string") return normaliseText(value, masks, ids, field);
  if (typeof value === "number") return TIME_FIELD.test(field) && value > 1e9 ? "<time>" : value;
  if (Array.isArray(value)) return value.map((item) => normalise(item, masks, ids, field));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      out[normaliseText(key, masks, ids, "")] = normalise((value as Record<string, unknown>)[key], masks, ids, key);
    }
    return out;
  }
  return value;
}

function normaliseText(text: string, masks: Masks, ids: Map<string, string>, field: string): string {
  if (GENERATED_FIELD.test(field) && text.length > 0) return "<generated>";
  if (TIME_FIELD.test(field) && /^\d{10,}$/.test(text)) return "<time>";
  if (UUID.test(text) || (ID_FIELD.test(field) && text.length > 0)) return idName(text, ids);
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
      : JSON.stringify(item, (_, v: unknown) => (typeof v === "string" && UUID.test(v) ? "<id>" : v));
  return [...list].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}
