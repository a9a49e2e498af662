import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, StoredConfig } from "./configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "./configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "./configValues";

/** The form of something named whose settings are its type's config properties: a component, a mapper. */
export type NamedConfigValues = { name: string; config: ConfigFormValues };

/** A name (required) and the type's properties, each checked as the type declares. */
export function namedConfigSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({
    name: z.string().refine((name) => name.trim().length > 0, messages.required),
    config: configValuesSchema(properties, messages),
  });
}

/** The form values of a stored component, or of a new one named `defaultName` at its type's defaults. */
export function toNamedConfigValues(
  properties: readonly ConfigProperty[],
  defaultName: string,
  stored: ComponentRepresentation | undefined,
): NamedConfigValues {
  return {
    name: stored?.name ?? defaultName,
    config: toConfigFormValues(properties, stored?.config as StoredConfig | undefined),
  };
}

/** The stored component (or a new one) with the form's name and config; the caller adds its type and place. */
export function fromNamedConfigValues(
  properties: readonly ConfigProperty[],
  values: NamedConfigValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    name: values.name.trim(),
    config: fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"],
  };
}
