import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type {
  ProtocolMapperTypeRepresentation,
  ServerInfoRepresentation,
} from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

/** The mapper types the server offers for a protocol, by name. */
export function mapperTypesOf(
  serverInfo: ServerInfoRepresentation,
  protocol: string,
): ProtocolMapperTypeRepresentation[] {
  return [...(serverInfo.protocolMapperTypes?.[protocol] ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

/** A mapper's type (its `protocolMapper` id) among every protocol's types. */
export function mapperTypeOf(
  serverInfo: ServerInfoRepresentation,
  typeId: string | undefined,
): ProtocolMapperTypeRepresentation | undefined {
  if (!typeId) return undefined;
  for (const types of Object.values(serverInfo.protocolMapperTypes ?? {})) {
    const type = types.find((candidate) => candidate.id === typeId);
    if (type) return type;
  }
  return undefined;
}

/** The predefined mappers of a protocol that the owner has no mapper of that name for yet, by name. */
export function predefinedMappersFor(
  serverInfo: ServerInfoRepresentation,
  protocol: string,
  existing: readonly ProtocolMapperRepresentation[],
): ProtocolMapperRepresentation[] {
  const taken = new Set(existing.map((mapper) => mapper.name));
  return (serverInfo.builtinProtocolMappers?.[protocol] ?? [])
    .filter((mapper) => !taken.has(mapper.name))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

/** A stand-in for a type the server no longer lists (a removed provider): its stored settings as text fields. */
export function storedMapperType(mapper: ProtocolMapperRepresentation): ProtocolMapperTypeRepresentation {
  const id = mapper.protocolMapper ?? "";
  return {
    id,
    name: id,
    category: "",
    helpText: "",
    priority: 0,
    properties: Object.keys(mapper.config ?? {}).map((name) => ({ name, label: name, type: "String" })),
  };
}
