import type { Rule } from "../types";

// Keycloak's defaults (30 minutes idle, 10 hours at most); "far above" is eight times them
const FAR_ABOVE = 8;
const DEFAULT_IDLE = 1800;
const DEFAULT_MAX = 36000;

export const tokenLongSsoSessions: Rule = {
  id: "token-long-sso-sessions",
  severity: "low",
  title: "advisorLongSsoSessions",
  why: "advisorLongSsoSessionsWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    (realm.ssoSessionIdleTimeout ?? 0) > FAR_ABOVE * DEFAULT_IDLE ||
    (realm.ssoSessionMaxLifespan ?? 0) > FAR_ABOVE * DEFAULT_MAX
      ? [{ subject: { kind: "realm", tab: "sessions" } }]
      : [],
};
