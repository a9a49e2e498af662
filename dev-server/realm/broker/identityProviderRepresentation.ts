// An identity provider as Keycloak 26.7 keeps and shows it (RepresentationToModel.toModel and
// ModelToRepresentation.toRepresentation): a create or an update keeps only the fields of the model, each flag false
// unless sent true; the answer has `enabled` always and every other flag only when it is true, the secrets masked,
// and the kinds of use the provider's factory supports as `types`.
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { maskIdentityProvider } from "../secrets.js";

/** the admin client's type lacks authenticateByDefault, which Keycloak 26.7 has */
type Representation = IdentityProviderRepresentation & { authenticateByDefault?: boolean };
export type StoredIdentityProvider = Representation & { alias: string };

const FLAGS = [
  "trustEmail",
  "storeToken",
  "addReadTokenRoleOnCreate",
  "authenticateByDefault",
  "linkOnly",
  "hideOnLogin",
] as const;

const OIDC_TYPES = ["USER_AUTHENTICATION", "CLIENT_ASSERTION", "TRUST_MATERIAL", "EXCHANGE_EXTERNAL_TOKEN"];
/** IdentityProviderTypeUtil's answer per factory; the social providers support none of these uses */
const TYPES: Record<string, string[]> = {
  oidc: [...OIDC_TYPES, "JWT_AUTHORIZATION_GRANT"],
  "keycloak-oidc": [...OIDC_TYPES, "JWT_AUTHORIZATION_GRANT"],
  saml: ["USER_AUTHENTICATION"],
};

/** what a factory puts in a new provider's config when the request leaves it out */
const DEFAULT_CONFIG: Record<string, Record<string, string>> = {
  google: { issuer: "https://accounts.google.com" },
};

/** the model a create or an update makes of a request: what it leaves out is reset, never kept */
export function identityProviderModel(rep: Representation, alias: string, internalId: string): StoredIdentityProvider {
  // the legacy hideOnLoginPage config entry becomes the hideOnLogin flag
  const { hideOnLoginPage, ...config } = { ...DEFAULT_CONFIG[rep.providerId ?? ""], ...rep.config };
  const model: StoredIdentityProvider = {
    alias,
    internalId,
    providerId: rep.providerId,
    enabled: rep.enabled !== false,
    config,
  };
  if (rep.displayName) model.displayName = rep.displayName;
  for (const flag of FLAGS) if (rep[flag] === true) model[flag] = true;
  if (hideOnLoginPage === "true") model.hideOnLogin = true;
  if (rep.firstBrokerLoginFlowAlias) model.firstBrokerLoginFlowAlias = rep.firstBrokerLoginFlowAlias;
  if (rep.postBrokerLoginFlowAlias) model.postBrokerLoginFlowAlias = rep.postBrokerLoginFlowAlias;
  return model;
}

export function identityProviderRep(idp: StoredIdentityProvider): Representation {
  const rep: Representation = {
    ...briefIdentityProviderRep(idp),
    config: maskIdentityProvider(idp).config ?? {},
    types: TYPES[idp.providerId ?? ""] ?? [],
  };
  for (const flag of FLAGS) if (idp[flag]) rep[flag] = true;
  for (const field of ["firstBrokerLoginFlowAlias", "postBrokerLoginFlowAlias", "organizationId"] as const)
    if (idp[field]) rep[field] = idp[field];
  return rep;
}

/** ids, names and enabled, with the empty config every representation starts with */
export function briefIdentityProviderRep(idp: StoredIdentityProvider): Representation {
  return {
    alias: idp.alias,
    ...(idp.displayName ? { displayName: idp.displayName } : {}),
    internalId: idp.internalId,
    providerId: idp.providerId,
    enabled: idp.enabled !== false,
    config: {},
  };
}

/**
 * The request as Keycloak's admin event keeps it: the fields of its representation as given (`enabled` true unless
 * sent false, the other flags when sent true), with the provider's internal id and hideOnLogin, secrets masked.
 */
export function identityProviderEventRep(rep: Representation, model: StoredIdentityProvider): Representation {
  const recorded: Representation = {
    alias: rep.alias,
    ...(rep.displayName !== undefined ? { displayName: rep.displayName } : {}),
    internalId: model.internalId,
    providerId: rep.providerId,
    enabled: rep.enabled !== false,
    config: maskIdentityProvider(rep).config ?? {},
  };
  for (const flag of FLAGS) if (rep[flag] === true) recorded[flag] = true;
  if (model.hideOnLogin) recorded.hideOnLogin = true;
  for (const field of ["firstBrokerLoginFlowAlias", "postBrokerLoginFlowAlias"] as const)
    if (rep[field] !== undefined) recorded[field] = rep[field];
  return recorded;
}
