// keycloak-js and the admin client decode refresh tokens as JWTs ("Unable to decode token" otherwise);
// oidc-provider's are opaque. Token responses carry the opaque value wrapped in an HS512 JWT shaped like Keycloak's
// refresh tokens; requests are unwrapped before the provider reads them (see realmRoutes.ts).
import * as jose from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import type { KoaContextWithOIDC } from "oidc-provider";

/** what an unwrapped token becomes when its wrapper is forged or expired: the provider answers invalid_grant */
const INVALID = "invalid";

/** At most this many replaced tokens are remembered; the oldest are forgotten first. */
const MAX_REPLACED = 10_000;

export class RefreshTokenWrapper {
  private readonly key = randomBytes(64);
  /**
   * Keycloak keeps a refreshed token usable unless the realm revokes refresh tokens; oidc-provider rotates them and
   * takes the reuse of a replaced one for theft, revoking the whole grant. So each replaced token points to the one
   * that replaced it, and a reused token stands for the newest of its line (see `latest`).
   */
  private readonly replacedBy = new Map<string, string>();
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly issuer: string,
    /** The realm lets a refreshed token be used again (Keycloak's revokeRefreshToken off). */
    private readonly reuseAllowed: () => boolean = () => true,
  ) {}

  /**
   * Waits for the refresh grants before this one to finish and answers the function that lets the next one go: two
   * refreshes of one line at the same time would otherwise both use the same token, the second after it was replaced.
   */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return acquired;
  }

  /** The newest token of the line `opaque` belongs to, when the realm allows reuse; else `opaque` itself. */
  latest(opaque: string): string {
    if (!this.reuseAllowed()) return opaque;
    let current = opaque;
    for (let next = this.replacedBy.get(current); next; next = this.replacedBy.get(current)) current = next;
    return current;
  }

  private remember(replaced: string, replacement: string) {
    if (replaced === replacement) return;
    this.replacedBy.set(replaced, replacement);
    if (this.replacedBy.size > MAX_REPLACED) this.replacedBy.delete(this.replacedBy.keys().next().value!);
  }

  /** Koa middleware for the provider: wraps refresh tokens and adds Keycloak's extra token-response fields */
  middleware() {
    return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      await next();
      if (ctx.oidc?.route !== "token" || ctx.status !== 200 || !ctx.body?.access_token) return;
      const body = ctx.body as Record<string, unknown>;
      body["not-before-policy"] ??= 0;
      // Keycloak's response names the scopes the access token carries, default client scopes included
      const { scope } = jose.decodeJwt(String(body.access_token));
      if (typeof scope === "string") body.scope = scope;
      const refreshToken = ctx.oidc.entities.RefreshToken;
      if (refreshToken?.sessionUid) body.session_state ??= refreshToken.sessionUid;
      const used = ctx.oidc.params?.refresh_token;
      if (typeof used === "string" && typeof body.refresh_token === "string") this.remember(used, body.refresh_token);
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
