// A Keycloak access token's payload: what the server sets itself (expiry, issue time, id, issuer, type, authorized
// party, session) and what the protocol mappers give, which may not replace the server's own claims.
import type { MappedClaims } from "./mappedClaims.js";

/** claims Keycloak's mappers cannot set: the server's own */
const SERVER_CLAIMS = new Set(["jti", "typ", "iat", "exp", "iss", "scope", "nonce", "session_state", "aud"]);

export interface AccessTokenBase {
  exp?: unknown;
  iat?: unknown;
  jti?: unknown;
  iss?: unknown;
  clientId: string;
  sessionId?: string;
  /** the audience when no mapper adds one: oidc-provider refuses a JWT access token without audience */
  fallbackAudience: string;
}

export function accessTokenPayload(base: AccessTokenBase, mapped: MappedClaims): Record<string, unknown> {
  const fromMappers = Object.fromEntries(Object.entries(mapped.claims).filter(([name]) => !SERVER_CLAIMS.has(name)));
  const audience = mapped.audience.length ? mapped.audience : [base.fallbackAudience];
  return {
    exp: base.exp,
    iat: base.iat,
    jti: base.jti,
    iss: base.iss,
    aud: audience.length === 1 ? audience[0] : audience,
    typ: "Bearer",
    azp: base.clientId,
    ...(base.sessionId ? { sid: base.sessionId } : {}),
    ...fromMappers,
    scope: mapped.scope,
  };
}
