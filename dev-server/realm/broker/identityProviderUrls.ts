// The endpoint URLs of an OpenID Connect or SAML identity provider, checked as Keycloak's provider configs validate
// them: each one set must be an http(s) URL. Keycloak parses them with Java's URL class, so a scheme that class does
// not know (javascript:, data:) or a relative URL is "malformed", and a known one other than http(s) is refused as
// an invalid scheme.
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";

/** config key -> the name Keycloak's messages give it */
const OIDC_URLS: Record<string, string> = {
  authorizationUrl: "authorization_url",
  tokenUrl: "token_url",
  userInfoUrl: "userinfo_url",
  logoutUrl: "logout_url",
  jwksUrl: "jwks_url",
  tokenIntrospectionUrl: "tokenIntrospection_url",
};
const SAML_URLS: Record<string, string> = {
  singleSignOnServiceUrl: "singleSignOnServiceUrl",
  singleLogoutServiceUrl: "singleLogoutServiceUrl",
  artifactResolutionServiceUrl: "artifactResolutionServiceUrl",
};
const URLS_BY_PROVIDER: Record<string, Record<string, string>> = {
  oidc: OIDC_URLS,
  "keycloak-oidc": OIDC_URLS,
  saml: SAML_URLS,
};
const JAVA_KNOWN_SCHEMES = new Set(["http:", "https:", "ftp:", "file:", "jar:", "mailto:"]);
const WEB_SCHEMES = new Set(["http:", "https:"]);

/** Keycloak's message for the first endpoint URL it would refuse, if any */
export function identityProviderUrlError(idp: IdentityProviderRepresentation): string | undefined {
  const urls = Object.hasOwn(URLS_BY_PROVIDER, idp.providerId ?? "") ? URLS_BY_PROVIDER[idp.providerId!] : {};
  const config = (idp.config ?? {}) as Record<string, unknown>;
  for (const [key, name] of Object.entries(urls)) {
    const value = config[key];
    if (value === undefined || value === null || value === "") continue;
    const scheme = typeof value === "string" ? URL.parse(value)?.protocol : undefined;
    if (!scheme || !JAVA_KNOWN_SCHEMES.has(scheme)) return `The url [${name}] is malformed`;
    if (!WEB_SCHEMES.has(scheme)) return `Invalid protocol/scheme for url [${name}]`;
  }
  return undefined;
}
