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

/** The object with each default set where it is left out. */
export function withDefaults<T extends Record<string, unknown>>(value: T, defaults: Record<string, unknown>): T {
  const filled: Record<string, unknown> = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (filled[key] === undefined || filled[key] === null) filled[key] = fallback;
  }
  return filled as T;
}
