import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, StoredConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";

/** A component whose settings are its type's config properties (a custom provider, an LDAP mapper). */
export type ComponentConfigValues = { name: string; config: ConfigFormValues };

export function componentConfigSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({
    name: z.string().refine((name) => name.trim().length > 0, messages.required),
    config: configValuesSchema(properties, messages),
  });
}

export function toComponentConfigValues(
  properties: readonly ConfigProperty[],
  defaultName: string,
  stored: ComponentRepresentation | undefined,
): ComponentConfigValues {
  return {
    name: stored?.name ?? defaultName,
    config: toConfigFormValues(properties, stored?.config as StoredConfig | undefined),
  };
}

/** The component to save: the stored one with the form's name and config (keys no property names kept), or a new one. */
export function fromComponentConfigValues(
  properties: readonly ConfigProperty[],
  target: { providerId: string; providerType: string; parentId: string },
  values: ComponentConfigValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    ...target,
    parentId: stored?.parentId ?? target.parentId,
    name: values.name.trim(),
    config: {
      ...stored?.config,
      ...(fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"]),
    },
  };
}
