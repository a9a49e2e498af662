// keycloak-js and the admin client decode refresh tokens as JWTs ("Unable to decode token" otherwise);
// oidc-provider's are opaque. Token responses carry the opaque value wrapped in an HS512 JWT shaped like Keycloak's
// refresh tokens; requests are unwrapped before the provider reads them (see realmRoutes.ts).
import * as jose from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import type { KoaContextWithOIDC } from "oidc-provider";

/** what an unwrapped token becomes when its wrapper is forged or expired: the provider answers invalid_grant */
const INVALID = "invalid";

export class RefreshTokenWrapper {
  private readonly key = randomBytes(64);

  constructor(private readonly issuer: string) {}

  /** Koa middleware for the provider: wraps refresh tokens and adds Keycloak's extra token-response fields */
  middleware() {
    return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      await next();
      if (ctx.oidc?.route !== "token" || ctx.status !== 200 || !ctx.body?.access_token) return;
      const body = ctx.body as Record<string, unknown>;
      body["not-before-policy"] ??= 0;
      const refreshToken = ctx.oidc.entities.RefreshToken;
      if (refreshToken?.sessionUid) body.session_state ??= refreshToken.sessionUid;
      if (typeof body.refresh_token === "string") {
        const ttl = (body.refresh_expires_in as number | undefined) ?? refreshToken?.expiration ?? 0;
        body.refresh_expires_in = ttl;
        body.refresh_token = await this.wrap(body.refresh_token, ttl, {
          azp: ctx.oidc.client?.clientId,
          sub: refreshToken?.accountId,
          sid: refreshToken?.sessionUid,
          scope: refreshToken?.scope,
        });
      }
    };
  }

  async wrap(opaque: string, ttlSeconds: number, claims: Record<string, unknown>): Promise<string> {
    return new jose.SignJWT({ typ: "Refresh", ...claims, rt: opaque })
      .setProtectedHeader({ alg: "HS512", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .setIssuer(this.issuer)
      .setAudience(this.issuer)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** the opaque token inside a wrapper; values that are not JWTs pass through unchanged */
  async unwrap(value: string): Promise<string> {
    if (!value.includes(".")) return value;
    try {
      const { payload } = await jose.jwtVerify(value, this.key, { issuer: this.issuer, algorithms: ["HS512"] });
      return typeof payload.rt === "string" ? payload.rt : INVALID;
    } catch {
      return INVALID;
    }
  }
}
