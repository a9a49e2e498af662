// Values Keycloak fills in for a field left out, so that an export that leaves one out (a hand-written file, an
// older server) and one that spells it out compare equal.

export const CLIENT_DEFAULTS: Record<string, unknown> = {
  enabled: true,
  protocol: "openid-connect",
  clientAuthenticatorType: "client-secret",
  publicClient: false,
  bearerOnly: false,
  consentRequired: false,
  standardFlowEnabled: true,
  implicitFlowEnabled: false,
  directAccessGrantsEnabled: false,
  serviceAccountsEnabled: false,
  frontchannelLogout: true,
  fullScopeAllowed: true,
  alwaysDisplayInConsole: false,
  surrogateAuthRequired: false,
  notBefore: 0,
};

export const ROLE_DEFAULTS: Record<string, unknown> = { composite: false };

export const IDENTITY_PROVIDER_DEFAULTS: Record<string, unknown> = {
  enabled: true,
  trustEmail: false,
  storeToken: false,
  addReadTokenRoleOnCreate: false,
  linkOnly: false,
  hideOnLogin: false,
  firstBrokerLoginFlowAlias: "first broker login",
  updateProfileFirstLoginMode: "on",
};

export const CLIENT_SCOPE_DEFAULTS: Record<string, unknown> = { protocol: "openid-connect" };

export const REALM_DEFAULTS: Record<string, unknown> = {
  enabled: true,
  sslRequired: "external",
  notBefore: 0,
  revokeRefreshToken: false,
  refreshTokenMaxReuse: 0,
  accessTokenLifespan: 300,
  accessTokenLifespanForImplicitFlow: 900,
  ssoSessionIdleTimeout: 1800,
  ssoSessionMaxLifespan: 36000,
  offlineSessionIdleTimeout: 2592000,
  offlineSessionMaxLifespanEnabled: false,
  accessCodeLifespan: 60,
  accessCodeLifespanUserAction: 300,
  accessCodeLifespanLogin: 1800,
  registrationAllowed: false,
  rememberMe: false,
  verifyEmail: false,
  loginWithEmailAllowed: true,
  duplicateEmailsAllowed: false,
  resetPasswordAllowed: false,
  editUsernameAllowed: false,
  bruteForceProtected: false,
  eventsEnabled: false,
  adminEventsEnabled: false,
  adminEventsDetailsEnabled: false,
  internationalizationEnabled: false,
};

/** What Keycloak sets on a client it imports or creates without it. */
const CLIENT_ATTRIBUTE_DEFAULTS: Record<string, unknown> = { "post.logout.redirect.uris": "+" };

/** What Keycloak sets on an OpenID Connect mapper it imports without it. */
const OIDC_MAPPER_CONFIG_DEFAULTS: Record<string, unknown> = { "userinfo.token.claim": "true" };

type Mapper = { protocol?: string; config?: Record<string, unknown> };

/** A client's or client scope's protocol mappers, with the config Keycloak fills in. */
export function withMapperDefaults<T extends Record<string, unknown>>(holder: T): T {
  if (!Array.isArray(holder.protocolMappers)) return holder;
  const protocolMappers = (holder.protocolMappers as Mapper[]).map((mapper) =>
    mapper.protocol === "openid-connect"
      ? { ...mapper, config: withDefaults(mapper.config ?? {}, OIDC_MAPPER_CONFIG_DEFAULTS) }
      : mapper,
  );
  return { ...holder, protocolMappers };
}

/** A client with its defaults, its attributes' and its mappers' too. */
export function withClientDefaults<T extends Record<string, unknown>>(client: T): T {
  const filled = withMapperDefaults(withDefaults(client, CLIENT_DEFAULTS));
  if (filled.protocol !== "openid-connect") return filled;
  const attributes = withDefaults((filled.attributes ?? {}) as Record<string, unknown>, CLIENT_ATTRIBUTE_DEFAULTS);
  return { ...filled, attributes };
}

/** The object with each default set where it is left out. */
export function withDefaults<T extends Record<string, unknown>>(value: T, defaults: Record<string, unknown>): T {
  const filled: Record<string, unknown> = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (filled[key] === undefined || filled[key] === null) filled[key] = fallback;
  }
  return filled as T;
}

/**
 * The realm with its defaults, and the attribute Keycloak keeps beside the OTP policy's reusable code setting
 * (written on every save of the policy, so a realm never saved since has none).
 */
export function withRealmDefaults<T extends Record<string, unknown>>(realm: T): T {
  const filled = withDefaults(realm, REALM_DEFAULTS);
  // Keycloak keeps some of the realm's fields as attributes too, and lists them in both places once it imports them
  const attributes = Object.fromEntries(
    Object.entries((filled.attributes ?? {}) as Record<string, unknown>).filter(([name]) => !(name in filled)),
  );
  if (attributes.realmReusableOtpCode === undefined) {
    attributes.realmReusableOtpCode = String(filled.otpPolicyCodeReusable ?? false);
  }
  return { ...filled, attributes };
}
