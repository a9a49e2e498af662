import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { configFieldKind, type ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import type { ValidatorEntry } from "./attributeForm";

const VALIDATOR_TYPE = "org.keycloak.validate.Validator";

/** The validators the server offers (serverinfo's component types), less those the attribute already has. */
export function addableValidators(
  serverInfo: ServerInfoRepresentation | undefined,
  present: readonly ValidatorEntry[],
): ComponentTypeRepresentation[] {
  const taken = new Set(present.map((entry) => entry.id));
  return (serverInfo?.componentTypes?.[VALIDATOR_TYPE] ?? []).filter((type) => !taken.has(type.id));
}

/** A validator's stored config as the dynamic form's values. */
export function toValidatorFormValues(properties: readonly ConfigProperty[]): ConfigFormValues {
  return toConfigFormValues(properties, undefined);
}

/**
 * The form's values as Keycloak keeps a validator's config in the user profile: one value per setting, a list for
 * multivalued ones (the options validator's `options`), nothing for settings left empty.
 */
export function fromValidatorFormValues(
  properties: readonly ConfigProperty[],
  values: ConfigFormValues,
): Record<string, unknown> {
  const stored = fromConfigFormValues(properties, values, "component") as Record<string, string[]>;
  const multivalued = new Set(
    properties
      .filter((property) => ["multivaluedList", "multivaluedString"].includes(configFieldKind(property)))
      .map((property) => property.name),
  );
  return Object.fromEntries(
    Object.entries(stored).map(([key, entries]) => [key, multivalued.has(key) ? entries : entries[0]]),
  );
}
