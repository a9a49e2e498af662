import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, StoredConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { KEY_PROVIDER_TYPE } from "@/lib/queries/keyProviders";

export type KeyProviderValues = { name: string; config: ConfigFormValues };

/** A provider's name (required) and its type's properties, each checked as the type declares. */
export function keyProviderSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({
    name: z.string().refine((name) => name.trim().length > 0, messages.required),
    config: configValuesSchema(properties, messages),
  });
}

/** The form values of a stored provider, or of a new one named after its type (as Keycloak names it) at its defaults. */
export function toKeyProviderValues(
  properties: readonly ConfigProperty[],
  providerId: string,
  stored: ComponentRepresentation | undefined,
): KeyProviderValues {
  return {
    name: stored?.name ?? providerId,
    config: toConfigFormValues(properties, stored?.config as StoredConfig | undefined),
  };
}

/** The component to save: a new key provider of the realm, or the stored one with the form's name and config. */
export function fromKeyProviderValues(
  properties: readonly ConfigProperty[],
  providerId: string,
  realmId: string,
  values: KeyProviderValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    name: values.name.trim(),
    providerId,
    providerType: KEY_PROVIDER_TYPE,
    parentId: stored?.parentId ?? realmId,
    config: fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"],
  };
}
