// What Keycloak sets on its own clients beyond their flags: the mappers of the account console and the admin console,
// and the attribute that gives the admin clients lightweight access tokens.
import { randomUUID } from "node:crypto";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";

export const LIGHTWEIGHT_TOKENS = "client.use.lightweight.access.token.enabled";

/** the account console's audience: the clients whose roles its token carries */
export const AUDIENCE_RESOLVE_MAPPER = (): ProtocolMapperRepresentation => ({
  id: randomUUID(),
  name: "audience resolve",
  protocol: "openid-connect",
  protocolMapper: "oidc-audience-resolve-mapper",
  config: {},
});

/** the admin console's locale claim, so it speaks the admin's language */
export const LOCALE_MAPPER = (): ProtocolMapperRepresentation => ({
  id: randomUUID(),
  name: "locale",
  protocol: "openid-connect",
  protocolMapper: "oidc-usermodel-attribute-mapper",
  config: {
    "introspection.token.claim": "true",
    "userinfo.token.claim": "true",
    "user.attribute": "locale",
    "id.token.claim": "true",
    "access.token.claim": "true",
    "claim.name": "locale",
    "jsonType.label": "String",
  },
});
