import type { AdvancedField } from "./advancedFields";

/** One section of the Advanced tab, saved and reverted on its own as Keycloak's are. */
export type AdvancedSection = {
  id: string;
  titleKey: string;
  fields: AdvancedField[];
};

const fineGrainOidc: AdvancedSection = {
  id: "fineGrainOpenIdConnectConfiguration",
  titleKey: "fineGrainOpenIdConnectConfiguration",
  fields: [
    {
      kind: "select",
      attr: "access.token.signed.response.alg",
      labelKey: "accessTokenSignatureAlgorithm",
      options: "signature",
    },
    {
      kind: "select",
      attr: "id.token.signed.response.alg",
      labelKey: "idTokenSignatureAlgorithm",
      options: "signature",
    },
    {
      kind: "select",
      attr: "id.token.encrypted.response.alg",
      labelKey: "idTokenEncryptionKeyManagementAlgorithm",
      options: "cek",
    },
    {
      kind: "select",
      attr: "id.token.encrypted.response.enc",
      labelKey: "idTokenEncryptionContentEncryptionAlgorithm",
      options: "enc",
    },
    {
      kind: "select",
      attr: "user.info.response.signature.alg",
      labelKey: "userInfoSignedResponseAlgorithm",
      options: "userInfo",
    },
    {
      kind: "select",
      attr: "request.object.signature.alg",
      labelKey: "requestObjectSignatureAlgorithm",
      options: "requestObject",
    },
    {
      kind: "select",
      attr: "request.object.required",
      labelKey: "requestObjectRequired",
      options: "requestObjectRequired",
    },
    {
      kind: "select",
      attr: "authorization.signed.response.alg",
      labelKey: "authorizationSignedResponseAlg",
      options: "signature",
    },
  ],
};

const compatibilityModes: AdvancedSection = {
  id: "openIdConnectCompatibilityModes",
  titleKey: "openIdConnectCompatibilityModes",
  fields: [
    {
      kind: "switch",
      attr: "exclude.session.state.from.auth.response",
      labelKey: "excludeSessionStateFromAuthenticationResponse",
    },
    { kind: "switch", attr: "use.refresh.tokens", labelKey: "useRefreshTokens", defaultOn: true },
    {
      kind: "switch",
      attr: "client_credentials.use_refresh_token",
      labelKey: "useRefreshTokenForClientCredentialsGrant",
    },
    { kind: "switch", attr: "token.response.type.bearer.lower-case", labelKey: "useLowerCaseBearerType" },
    { kind: "switch", attr: "exclude.issuer.from.auth.response", labelKey: "excludeIssuerFromAuthenticationResponse" },
  ],
};

const oidcAdvanced: AdvancedSection = {
  id: "advancedSettings",
  titleKey: "advancedSettings",
  fields: [
    { kind: "seconds", attr: "access.token.lifespan", labelKey: "accessTokenLifespan" },
    { kind: "seconds", attr: "client.session.idle.timeout", labelKey: "clientSessionIdle" },
    { kind: "seconds", attr: "client.session.max.lifespan", labelKey: "clientSessionMax" },
    { kind: "seconds", attr: "client.offline.session.idle.timeout", labelKey: "clientOfflineSessionIdle" },
    { kind: "seconds", attr: "client.offline.session.max.lifespan", labelKey: "clientOfflineSessionMax" },
    { kind: "switch", attr: "tls.client.certificate.bound.access.tokens", labelKey: "oAuthMutual" },
    { kind: "select", attr: "pkce.code.challenge.method", labelKey: "pkceMethod", options: "pkce" },
    { kind: "acr", attr: "acr.loa.map", labelKey: "acrToLoAMapping" },
  ],
};

const samlAdvanced: AdvancedSection = {
  id: "advancedSettings",
  titleKey: "advancedSettings",
  fields: [{ kind: "seconds", attr: "saml.assertion.lifespan", labelKey: "assertionLifespan" }],
};

const nodes: AdvancedSection = {
  id: "registeredClusterNodes",
  titleKey: "registeredClusterNodes",
  fields: [{ kind: "timeout", labelKey: "nodeReRegistrationTimeout" }],
};

const overrides = (saml: boolean): AdvancedSection => ({
  id: "authenticationOverrides",
  titleKey: "authenticationOverrides",
  fields: saml
    ? [{ kind: "flow", binding: "browser", labelKey: "browserFlow" }]
    : [
        { kind: "flow", binding: "browser", labelKey: "browserFlow" },
        { kind: "flow", binding: "direct_grant", labelKey: "directGrant" },
      ],
});

/** The form sections a client's Advanced tab shows, by protocol (revocation, which has no form, comes first). */
export function advancedSections(protocol: string | undefined): AdvancedSection[] {
  if (protocol === "saml") return [nodes, samlAdvanced, overrides(true)];
  return [nodes, fineGrainOidc, compatibilityModes, oidcAdvanced, overrides(false)];
}
