import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { IdentityProviderMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperTypeRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, MapperConfig } from "@/lib/dynamic-config/configProperty";
import type { ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { namedConfigSchema } from "@/lib/dynamic-config/namedConfig";

export const SYNC_MODE_OVERRIDES = ["INHERIT", "IMPORT", "LEGACY", "FORCE"] as const;

export type IdentityProviderMapperFormValues = { name: string; syncMode: string; config: ConfigFormValues };

/**
 * The type's own properties. The sync mode override is a field of every mapper (kept in its config as `syncMode`),
 * so a type that lists it among its properties does not get it twice.
 */
export function mapperTypeProperties(type: IdentityProviderMapperTypeRepresentation): ConfigProperty[] {
  return ((type.properties ?? []) as ConfigProperty[]).filter((property) => property.name !== "syncMode");
}

export function identityProviderMapperSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return namedConfigSchema(properties, messages).extend({ syncMode: z.enum(SYNC_MODE_OVERRIDES) });
}

export function toIdentityProviderMapperFormValues(
  type: IdentityProviderMapperTypeRepresentation,
  mapper: IdentityProviderMapperRepresentation | undefined,
): IdentityProviderMapperFormValues {
  const config = (mapper?.config ?? {}) as MapperConfig;
  return {
    name: mapper?.name ?? "",
    syncMode: config.syncMode ?? "INHERIT",
    config: toConfigFormValues(mapperTypeProperties(type), config),
  };
}

/** The mapper to save: its type, the form's name (fixed once stored), config and sync mode override. */
export function fromIdentityProviderMapperFormValues(
  type: IdentityProviderMapperTypeRepresentation,
  alias: string,
  values: IdentityProviderMapperFormValues,
  mapper?: IdentityProviderMapperRepresentation,
): IdentityProviderMapperRepresentation {
  return {
    ...mapper,
    name: mapper?.name ?? values.name.trim(),
    identityProviderAlias: alias,
    identityProviderMapper: type.id,
    config: {
      ...fromConfigFormValues(mapperTypeProperties(type), values.config, "mapper"),
      syncMode: values.syncMode,
    },
  };
}
