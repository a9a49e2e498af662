// A realm's token and session lifetimes in seconds, with Keycloak's defaults for settings the realm leaves out, and
// as oidc-provider's time-to-live settings.
import type { RealmData } from "../store/model.js";

export function realmTimeouts(realm: RealmData) {
  const rep = realm.rep;
  return {
    accessTokenLifespan: rep.accessTokenLifespan || 300,
    accessCodeLifespan: rep.accessCodeLifespan || 60,
    accessCodeLifespanLogin: rep.accessCodeLifespanLogin || 1800,
    ssoSessionIdleTimeout: rep.ssoSessionIdleTimeout || 1800,
    ssoSessionMaxLifespan: rep.ssoSessionMaxLifespan || 36000,
  };
}

/** oidc-provider's ttl configuration, read from the realm at each use */
export function providerTtl(realm: RealmData) {
  const timeouts = () => realmTimeouts(realm);
  return {
    AccessToken: () => timeouts().accessTokenLifespan,
    ClientCredentials: () => timeouts().accessTokenLifespan,
    AuthorizationCode: () => timeouts().accessCodeLifespan,
    IdToken: () => timeouts().accessTokenLifespan,
    Interaction: () => timeouts().accessCodeLifespanLogin,
    Grant: () => timeouts().ssoSessionMaxLifespan,
    Session: () => timeouts().ssoSessionMaxLifespan,
    // Keycloak's sliding idle timeout, capped by the session's maximum lifespan counted from the first issue
    RefreshToken: (_ctx: unknown, token: { iiat?: number }) => {
      const { ssoSessionIdleTimeout, ssoSessionMaxLifespan } = timeouts();
      const age = token.iiat ? Math.floor(Date.now() / 1000) - token.iiat : 0;
      return Math.max(1, Math.min(ssoSessionIdleTimeout, ssoSessionMaxLifespan - age));
    },
  };
}
