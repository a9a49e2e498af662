// A realm's token and session lifetimes in seconds, with Keycloak's defaults for settings the realm leaves out.
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
