// The global client profiles Keycloak 26.7 ships (keycloak-default-client-profiles.json), listed with
// include-global-profiles=true and never changed. Values keep Keycloak's own types: some "auto-configure" flags are
// booleans, others strings.
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";

const executor = (id: string, configuration: Record<string, unknown> = {}) => ({ executor: id, configuration });
const autoConfigured = (id: string, flag: boolean | string = true) => executor(id, { "auto-configure": flag });
const clientAuthenticator = (allowed: string[]) =>
  executor("secure-client-authenticator", {
    "allowed-client-authenticators": allowed,
    "default-client-authenticator": "client-jwt",
  });
const JWT_OR_X509 = ["client-jwt", "client-x509"];
const loopbackRedirectUris = executor("secure-redirect-uris-enforcer", {
  "allow-ipv4-loopback-address": "true",
  "allow-ipv6-loopback-address": "true",
  "allow-private-use-uri-scheme": "true",
  "oauth-2-1-compliant": "true",
});
const dpopBinding = executor("dpop-bind-enforcer", {
  "auto-configure": "true",
  "enforce-authorization-code-binding-to-dpop": "false",
  "allow-only-refresh-token-binding": "false",
});
const signedRequestObject = executor("secure-request-object", {
  "verify-nbf": true,
  "available-period": "3600",
  "encryption-required": false,
});

export const GLOBAL_PROFILES: readonly ClientProfileRepresentation[] = [
  {
    name: "fapi-1-baseline",
    description:
      "Client profile, which enforce clients to conform 'Financial-grade API Security Profile 1.0 - Part 1: Baseline' specification.",
    executors: [
      executor("secure-session"),
      autoConfigured("pkce-enforcer"),
      clientAuthenticator(["client-jwt", "client-secret-jwt", "client-x509"]),
      executor("secure-client-uris"),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
    ],
  },
  {
    name: "fapi-1-advanced",
    description:
      "Client profile, which enforce clients to conform 'Financial-grade API Security Profile 1.0 - Part 2: Advanced' specification.",
    executors: [
      executor("secure-session"),
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      executor("secure-client-uris"),
      executor("secure-request-object", { "available-period": "3600", "verify-nbf": true }),
      executor("secure-response-type", { "auto-configure": true, "allow-token-response-type": false }),
      executor("secure-signature-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-signature-algorithm-signed-jwt", { "require-client-assertion": false }),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
      autoConfigured("holder-of-key-enforcer"),
    ],
  },
  {
    name: "fapi-ciba",
    description:
      "Client profile, which enforce clients to conform 'Financial-grade API: Client Initiated Backchannel Authentication Profile' specification (Implementer's Draft ver1'). To satisfy FAPI-CIBA, both this profile and fapi-1-advanced global profile need to be used.",
    executors: [
      executor("secure-ciba-req-sig-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-ciba-session"),
      executor("secure-ciba-signed-authn-req", { "available-period": "3600" }),
    ],
  },
  {
    name: "fapi-2-security-profile",
    description: "Client profile, which enforce clients to conform 'FAPI 2.0 Security Profile Final' specification.",
    executors: [
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      executor("secure-client-uris"),
      executor("secure-signature-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-signature-algorithm-signed-jwt", { "require-client-assertion": false }),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("holder-of-key-enforcer", "true"),
      autoConfigured("pkce-enforcer", "true"),
      executor("secure-client-authentication-assertion"),
      executor("secure-par-content"),
    ],
  },
  {
    name: "fapi-2-message-signing",
    description: "Client profile, which enforce clients to conform 'FAPI 2.0 Message Signing Final' specification.",
    executors: [
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      executor("secure-client-uris"),
      executor("secure-signature-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-signature-algorithm-signed-jwt", { "require-client-assertion": false }),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("holder-of-key-enforcer", "true"),
      autoConfigured("pkce-enforcer", "true"),
      executor("secure-par-content"),
      signedRequestObject,
      executor("secure-client-authentication-assertion"),
    ],
  },
  {
    name: "oauth-2-1-for-confidential-client",
    description: "Client profile, which enforce confidential clients to conform 'OAuth 2.1' specification.",
    executors: [
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      loopbackRedirectUris,
      autoConfigured("pkce-enforcer", "true"),
      autoConfigured("holder-of-key-enforcer", "true"),
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("reject-ropc-grant", "true"),
    ],
  },
  {
    name: "oauth-2-1-for-public-client",
    description: "Client profile, which enforce public clients to conform 'OAuth 2.1' specification.",
    executors: [
      loopbackRedirectUris,
      autoConfigured("pkce-enforcer", "true"),
      dpopBinding,
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("reject-ropc-grant", "true"),
    ],
  },
  {
    name: "fapi-2-dpop-security-profile",
    description:
      "Client profile, which enforce clients to conform 'FAPI 2.0 Security Profile Final' using DPoP specification.",
    executors: [
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      executor("secure-client-uris"),
      executor("secure-signature-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-signature-algorithm-signed-jwt", { "require-client-assertion": false }),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("pkce-enforcer", "true"),
      executor("secure-client-authentication-assertion"),
      executor("secure-par-content"),
      dpopBinding,
    ],
  },
  {
    name: "fapi-2-dpop-message-signing",
    description:
      "Client profile, which enforce clients to conform 'FAPI 2.0 Message Signing Final' with DPoP specification.",
    executors: [
      executor("confidential-client"),
      clientAuthenticator(JWT_OR_X509),
      executor("secure-client-uris"),
      executor("secure-signature-algorithm", { "default-algorithm": "PS256" }),
      executor("secure-signature-algorithm-signed-jwt", { "require-client-assertion": false }),
      autoConfigured("consent-required"),
      autoConfigured("full-scope-disabled"),
      autoConfigured("reject-implicit-grant", "true"),
      autoConfigured("pkce-enforcer", "true"),
      executor("secure-par-content"),
      signedRequestObject,
      dpopBinding,
      executor("secure-client-authentication-assertion"),
    ],
  },
  {
    name: "saml-security-profile",
    description: "Client profile that enforces SAML clients to be secure.",
    executors: [
      executor("saml-secure-client-uris"),
      executor("saml-signature-enforcer"),
      executor("saml-avoid-redirect"),
    ],
  },
];
