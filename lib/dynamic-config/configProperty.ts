import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";

/**
 * A property as servers send it: newer Keycloaks add `readOnly`, some providers bound numbers with `min` and
 * `max`, and `defaultValue` is whatever JSON the provider declared (the admin client types it as `object`).
 */
export type ConfigProperty = Omit<ConfigPropertyRepresentation, "defaultValue"> & {
  defaultValue?: unknown;
  readOnly?: boolean;
  min?: number;
  max?: number;
};

/** Where a config lives: components (key providers, user storage) keep lists, protocol mappers keep strings. */
export type ConfigShape = "component" | "mapper";

export type ComponentConfig = Record<string, string[]>;
export type MapperConfig = Record<string, string>;
export type StoredConfig = ComponentConfig | MapperConfig;

/** What the server sends instead of a stored secret, and what it takes back as "unchanged". */
export const SECRET_MASK = "**********";

/** The field a property renders as; types the form does not know render as text. */
export type ConfigFieldKind =
  | "text"
  | "textarea"
  | "boolean"
  | "number"
  | "list"
  | "multivaluedList"
  | "multivaluedString"
  | "map"
  | "role"
  | "group"
  | "client"
  | "script"
  | "file"
  | "password"
  | "userProfileAttribute"
  | "url";

// Keycloak's ProviderConfigProperty type names; "int" and "Integer" both occur in the wild.
const KINDS: Record<string, ConfigFieldKind> = {
  String: "text",
  Text: "textarea",
  boolean: "boolean",
  int: "number",
  Integer: "number",
  Number: "number",
  List: "list",
  MultivaluedList: "multivaluedList",
  MultivaluedString: "multivaluedString",
  Map: "map",
  Role: "role",
  Group: "group",
  ClientList: "client",
  Script: "script",
  File: "file",
  Password: "password",
  UserProfileAttributeList: "userProfileAttribute",
  Url: "url",
  URL: "url",
};

/** Whether the form has a field for the type; an unknown one renders as text. */
export function isKnownConfigType(type: string | undefined): boolean {
  return type !== undefined && Object.hasOwn(KINDS, type);
}

/** The field kind of a property; a secret String is a password field, since its value comes back masked. */
export function configFieldKind(property: ConfigProperty): ConfigFieldKind {
  const kind = (property.type && Object.hasOwn(KINDS, property.type) && KINDS[property.type]) || "text";
  return kind === "text" && property.secret ? "password" : kind;
}
