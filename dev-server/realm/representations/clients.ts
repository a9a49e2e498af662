// ClientRepresentation and the ProtocolMapperRepresentation it and client scopes hold.
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { bodyList, flag, int, list, map, representation, text, TEXT_MAX, textMap } from "./jackson.js";

export const protocolMapperSchema = representation<ProtocolMapperRepresentation & { consentRequired?: boolean }>({
  id: text(),
  name: text(),
  protocol: text(),
  protocolMapper: text(),
  consentRequired: flag(),
  config: textMap(),
});

/** add-models: a list of mappers */
export const protocolMapperListSchema = bodyList(protocolMapperSchema);

export const clientSchema = representation<ClientRepresentation>({
  access: map(flag()),
  adminUrl: text(),
  attributes: textMap(),
  authenticationFlowBindingOverrides: map(text()),
  authorizationServicesEnabled: flag(),
  baseUrl: text(),
  bearerOnly: flag(),
  clientAuthenticatorType: text(),
  clientId: text(),
  consentRequired: flag(),
  defaultClientScopes: list(text()),
  defaultRoles: list(text()),
  description: text(),
  directAccessGrantsEnabled: flag(),
  enabled: flag(),
  alwaysDisplayInConsole: flag(),
  frontchannelLogout: flag(),
  fullScopeAllowed: flag(),
  id: text(),
  implicitFlowEnabled: flag(),
  name: text(),
  nodeReRegistrationTimeout: int(),
  notBefore: int(),
  optionalClientScopes: list(text()),
  origin: text(),
  protocol: text(),
  protocolMappers: list(protocolMapperSchema),
  publicClient: flag(),
  redirectUris: list(text()),
  registeredNodes: map(int()),
  registrationAccessToken: text(TEXT_MAX),
  rootUrl: text(),
  secret: text(),
  serviceAccountsEnabled: flag(),
  standardFlowEnabled: flag(),
  surrogateAuthRequired: flag(),
  webOrigins: list(text()),
});
