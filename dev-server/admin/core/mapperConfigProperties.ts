// A configuration property as Keycloak serialises one, for the component types serverinfo lists from code (key
// providers, client registration policies, the example UI page and user storage).
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";

// the admin client types defaultValue as object; Keycloak sends strings (and, for a few properties, a boolean)
export type PropertyExtra = Omit<Partial<ConfigPropertyRepresentation>, "defaultValue"> & {
  defaultValue?: string | boolean;
};

/** a property as Keycloak serialises one: without a type set, a provider property is a String */
export const property = (
  name: string,
  label: string,
  helpText: string,
  extra: PropertyExtra = {},
): ConfigPropertyRepresentation =>
  ({
    name,
    label,
    helpText,
    type: "String",
    secret: false,
    required: false,
    readOnly: false,
    ...extra,
  }) as unknown as ConfigPropertyRepresentation;

export const booleanProperty = (name: string, label: string, helpText: string, defaultValue?: string) =>
  property(name, label, helpText, { type: "boolean", ...(defaultValue ? { defaultValue } : {}) });
