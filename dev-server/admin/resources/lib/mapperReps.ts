// Protocol mappers as Keycloak answers them: each with the consent flag its model no longer has (always false), and a
// client or client scope without mappers with no list at all.
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";

export function mapperRep(mapper: ProtocolMapperRepresentation): ProtocolMapperRepresentation {
  return { ...mapper, consentRequired: false } as ProtocolMapperRepresentation;
}

export function withMapperReps<T extends { protocolMappers?: ProtocolMapperRepresentation[] }>(holder: T): T {
  const { protocolMappers, ...rest } = holder;
  return (protocolMappers?.length ? { ...rest, protocolMappers: protocolMappers.map(mapperRep) } : rest) as T;
}
