import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import type { ConfigProperty, MapperConfig } from "@/lib/dynamic-config/configProperty";
import { fromConfigFormValues, toConfigFormValues } from "@/lib/dynamic-config/configValues";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";

/** The form values of a stored mapper, or of a new one at its type's defaults. */
export function toMapperFormValues(
  type: ProtocolMapperTypeRepresentation,
  mapper: ProtocolMapperRepresentation | undefined,
): NamedConfigValues {
  return {
    name: mapper?.name ?? "",
    config: toConfigFormValues(type.properties as ConfigProperty[], mapper?.config as MapperConfig | undefined),
  };
}

/** The representation to save: the mapper (or a new one of the type and protocol) with the form's name and config. */
export function fromMapperFormValues(
  type: ProtocolMapperTypeRepresentation,
  protocol: string,
  values: NamedConfigValues,
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
