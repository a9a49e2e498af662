import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, MapperConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";

export type MapperFormValues = { name: string; config: ConfigFormValues };

/** A mapper's name (required) and its type's properties, each checked as the type declares. */
export function mapperSchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({
    name: z.string().refine((name) => name.trim().length > 0, messages.required),
    config: configValuesSchema(properties, messages),
  });
}

/** The form values of a stored mapper, or of a new one at its type's defaults. */
export function toMapperFormValues(
  type: ProtocolMapperTypeRepresentation,
  mapper: ProtocolMapperRepresentation | undefined,
): MapperFormValues {
  return {
    name: mapper?.name ?? "",
    config: toConfigFormValues(type.properties as ConfigProperty[], mapper?.config as MapperConfig | undefined),
  };
}

/** The representation to save: the mapper (or a new one of the type and protocol) with the form's name and config. */
export function fromMapperFormValues(
  type: ProtocolMapperTypeRepresentation,
  protocol: string,
  values: MapperFormValues,
  mapper?: ProtocolMapperRepresentation,
): ProtocolMapperRepresentation {
  return {
    ...mapper,
    name: mapper?.name ?? values.name.trim(),
    protocol: mapper?.protocol ?? protocol,
    protocolMapper: type.id,
    config: fromConfigFormValues(type.properties as ConfigProperty[], values.config, "mapper"),
  };
}
