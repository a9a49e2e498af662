// serverinfo's builtinProtocolMappers: the mappers Keycloak's "Add predefined mapper" dialog offers per protocol.
// They are the mappers of the built-in client scopes, plus the few Keycloak offers that no built-in scope carries.
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { SCOPES } from "./builtinClientScopes.js";

type Config = Record<string, string>;
const ALL_TOKENS = {
  "introspection.token.claim": "true",
  "access.token.claim": "true",
  "id.token.claim": "true",
  "userinfo.token.claim": "true",
};
const sessionNote = (note: string, claim: string): Config => ({
  ...ALL_TOKENS,
  "user.session.note": note,
  "claim.name": claim,
  "jsonType.label": "String",
});
const x500 = (property: string, friendlyName: string, oid: string): Config => ({
  "user.attribute": property,
  "friendly.name": friendlyName,
  "attribute.name": oid,
  "attribute.nameformat": "URI Reference",
});

const EXTRA: [protocol: string, name: string, mapper: string, config: Config][] = [
  [
    "openid-connect",
    "locale",
    "oidc-usermodel-attribute-mapper",
    { ...ALL_TOKENS, "user.attribute": "locale", "claim.name": "locale", "jsonType.label": "String" },
  ],
  ["openid-connect", "Client ID", "oidc-usersessionmodel-note-mapper", sessionNote("client_id", "client_id")],
  ["openid-connect", "Client Host", "oidc-usersessionmodel-note-mapper", sessionNote("clientHost", "clientHost")],
  [
    "openid-connect",
    "Client IP Address",
    "oidc-usersessionmodel-note-mapper",
    sessionNote("clientAddress", "clientAddress"),
  ],
  ["saml", "X500 email", "saml-user-property-mapper", x500("email", "email", "urn:oid:1.2.840.113549.1.9.1")],
  ["saml", "X500 givenName", "saml-user-property-mapper", x500("firstName", "givenName", "urn:oid:2.5.4.42")],
  ["saml", "X500 surname", "saml-user-property-mapper", x500("lastName", "surname", "urn:oid:2.5.4.4")],
];

function builtinMappers(): Record<string, ProtocolMapperRepresentation[]> {
  const byProtocol: Record<string, ProtocolMapperRepresentation[]> = { "openid-connect": [], saml: [] };
  const add = (protocol: string, name: string, protocolMapper: string, config: Config) => {
    const list = byProtocol[protocol];
    if (!list.some((m) => m.name === name)) list.push({ name, protocol, protocolMapper, config: { ...config } });
  };
  for (const scope of SCOPES)
    for (const [name, mapper, config] of scope.mappers) add(scope.protocol, name, mapper, config);
  for (const [protocol, name, mapper, config] of EXTRA) add(protocol, name, mapper, config);
  return byProtocol;
}

export const BUILTIN_PROTOCOL_MAPPERS = builtinMappers();
