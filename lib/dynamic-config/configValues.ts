import { fromFormKey, toFormKey } from "@/lib/form/dottedKeys";
import type { KeyValue } from "@/lib/form/keyValue";
import {
  configFieldKind,
  type ConfigFieldKind,
  type ConfigProperty,
  type ConfigShape,
  type StoredConfig,
} from "./configProperty";

// Keycloak joins the values of a multivalued mapper setting into one string with this separator.
const MULTIVALUED_SEPARATOR = "##";

/** A config entry while in the form: text, a switch, a number, a list of values or key–value rows. */
export type ConfigFormValue = string | boolean | number | string[] | KeyValue[] | undefined;

/** The form's `config` object: keys with dots replaced (see lib/form/dottedKeys), values by field kind. */
export type ConfigFormValues = Record<string, ConfigFormValue>;

const MULTIVALUED: readonly ConfigFieldKind[] = ["multivaluedList", "multivaluedString"];

/** The form path of a property under the form's config object, e.g. `config.claim🍺name`. */
export function configFieldPath(prefix: string, propertyName: string): string {
  return `${prefix}.${toFormKey(propertyName)}`;
}

/**
 * Maps a server field error's field to the form path of its property, for applyServerErrors (lib/errors);
 * fields no property names stay as they are.
 */
export function configErrorFieldName(properties: readonly ConfigProperty[], prefix: string) {
  const names = new Set(properties.map((property) => property.name));
  return (field: string): string => (names.has(field) ? configFieldPath(prefix, field) : field);
}

/** A stored entry or a declared default as a list of strings; mapper settings split at Keycloak's separator. */
function entriesOf(value: unknown, multivalued: boolean): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") {
    if (!multivalued) return [value];
    return value === "" ? [] : value.split(MULTIVALUED_SEPARATOR);
  }
  if (typeof value === "boolean" || typeof value === "number") return [String(value)];
  return [];
}

function parseMap(json: string | undefined): KeyValue[] {
  if (!json) return [];
  try {
    const rows: unknown = JSON.parse(json);
    return Array.isArray(rows)
      ? rows.map((row: Partial<KeyValue>) => ({ key: String(row?.key ?? ""), value: String(row?.value ?? "") }))
      : [];
  } catch {
    return [];
  }
}

function toFormValue(kind: ConfigFieldKind, entries: string[]): ConfigFormValue {
  const first = entries[0];
  switch (kind) {
    case "boolean":
      return first === "true";
    case "number": {
      const number = first === undefined || first.trim() === "" ? Number.NaN : Number(first);
      return Number.isFinite(number) ? number : undefined;
    }
    case "multivaluedList":
    case "multivaluedString":
      return entries.filter((entry) => entry !== "");
    case "map":
      return parseMap(first);
    default:
      return first ?? "";
  }
}

/**
 * The form values for a stored config, either shape (a component's entries are lists, a mapper's strings). Without a stored config (a new object) each property starts at its
 * declared default. Entries no property describes are kept as they are, so that saving does not drop them.
 */
export function toConfigFormValues(
  properties: readonly ConfigProperty[],
  stored: StoredConfig | undefined,
): ConfigFormValues {
  const values: ConfigFormValues = {};
  for (const [key, value] of Object.entries(stored ?? {})) values[toFormKey(key)] = value;
  for (const property of properties) {
    if (!property.name) continue;
    const kind = configFieldKind(property);
    const source = stored === undefined ? property.defaultValue : stored[property.name];
    values[toFormKey(property.name)] = toFormValue(kind, entriesOf(source, MULTIVALUED.includes(kind)));
  }
  return values;
}

/** A form value as stored entries; none when empty, since Keycloak reads a missing and an empty entry alike. */
function toEntries(kind: ConfigFieldKind, value: ConfigFormValue): string[] {
  switch (kind) {
    case "boolean":
      return [String(value === true || value === "true")];
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? [String(value)] : [];
    case "multivaluedList":
    case "multivaluedString":
      return Array.isArray(value) ? (value as string[]).filter((entry) => entry !== "") : [];
    case "map": {
      const rows = Array.isArray(value) ? (value as KeyValue[]).filter((row) => row.key !== "") : [];
      return rows.length === 0 ? [] : [JSON.stringify(rows.map(({ key, value: text }) => ({ key, value: text })))];
    }
    default:
      return typeof value === "string" && value !== "" ? [value] : [];
  }
}

/**
 * The config to store from the form values, in Keycloak's shape: component entries are lists, mapper entries
 * strings with multivalued settings joined by "##". Entries no property describes go back unchanged; a secret
 * left alone goes back as the server's mask, which the server reads as "keep the stored secret".
 */
export function fromConfigFormValues(
  properties: readonly ConfigProperty[],
  values: ConfigFormValues,
  shape: ConfigShape,
): StoredConfig {
  const kinds = new Map(properties.filter((p) => p.name).map((p) => [toFormKey(p.name!), configFieldKind(p)]));
  const stored: Record<string, string | string[]> = {};
  for (const [formKey, value] of Object.entries(values)) {
    const kind = kinds.get(formKey);
    if (kind === undefined) {
      if (value !== undefined) stored[fromFormKey(formKey)] = value as string | string[];
      continue;
    }
    const entries = toEntries(kind, value);
    if (entries.length === 0) continue;
    stored[fromFormKey(formKey)] =
      shape === "component" ? entries : MULTIVALUED.includes(kind) ? entries.join(MULTIVALUED_SEPARATOR) : entries[0];
  }
  return stored as StoredConfig;
}
