import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, StoredConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { UI_PAGE_PROVIDER_TYPE } from "@/lib/queries/components";

export type PageItemValues = { config: ConfigFormValues };

/** The page provider's properties, each checked as the provider declares it. */
export function pageItemSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({ config: configValuesSchema(properties, messages) });
}

/** The form values of a stored item, or of a new one at the provider's defaults. */
export function toPageItemValues(
  properties: readonly ConfigProperty[],
  stored: ComponentRepresentation | undefined,
): PageItemValues {
  return { config: toConfigFormValues(properties, stored?.config as StoredConfig | undefined) };
}

/** The component to save: a new item of the page provider in the realm, or the stored one with the form's config. */
export function fromPageItemValues(
  properties: readonly ConfigProperty[],
  providerId: string,
  realmId: string,
  values: PageItemValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    providerId,
    providerType: UI_PAGE_PROVIDER_TYPE,
    parentId: stored?.parentId ?? realmId,
    config: fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"],
  };
}
