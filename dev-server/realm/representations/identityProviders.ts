// IdentityProviderRepresentation and IdentityProviderMapperRepresentation.
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { flag, list, representation, text, textMap } from "./jackson.js";

export const identityProviderSchema = representation<IdentityProviderRepresentation>({
  addReadTokenRoleOnCreate: flag(),
  alias: text(),
  config: textMap(),
  displayName: text(),
  enabled: flag(),
  firstBrokerLoginFlowAlias: text(),
  internalId: text(),
  linkOnly: flag(),
  hideOnLogin: flag(),
  postBrokerLoginFlowAlias: text(),
  providerId: text(),
  storeToken: flag(),
  trustEmail: flag(),
  organizationId: text(),
  types: list(text()),
});

export const identityProviderMapperSchema = representation<IdentityProviderMapperRepresentation>({
  config: textMap(),
  id: text(),
  identityProviderAlias: text(),
  identityProviderMapper: text(),
  name: text(),
});
