// The OpenID Connect providers of all realms, created on first use (an RSA key costs ~80 ms, so 100 realms would
// otherwise cost seconds at start) and dropped when a realm is deleted or renamed (its issuer changes).
import * as jose from "jose";
import { randomBytes } from "node:crypto";
import type { Store } from "../store/store.js";
import { createRealmProvider } from "./realmProvider.js";
import type { RealmOidc } from "./realmOidc.js";

/** How many verified tokens' issuing realms are remembered; the oldest is forgotten first. */
const REMEMBERED_ISSUERS = 64;

export class RealmProviders {
  private readonly providers = new Map<string, Promise<RealmOidc>>();
  /**
   * The realm named by a verified token's issuer, by the token's text: a master admin's token on a server of 300
   * realms is some 200 KB, and decoding it again to find its issuer took a fifth of each admin request's time.
   */
  private readonly issuerRealms = new Map<string, string>();
  private readonly cookieKeys = [randomBytes(32).toString("base64url")];

  constructor(
    private readonly store: Store,
    readonly baseUrl: string,
  ) {}

  /** the realm's provider, or undefined when there is no such realm */
  get(realmName: string): Promise<RealmOidc> | undefined {
    const realm = this.store.realm(realmName);
    if (!realm) return undefined;
    let provider = this.providers.get(realmName);
    if (!provider) {
      provider = createRealmProvider({ store: this.store, realm, baseUrl: this.baseUrl, cookieKeys: this.cookieKeys });
      this.providers.set(realmName, provider);
      // a realm whose provider cannot start (say, an unreadable key in its representation) answers errors; its
      // failure must not end the process as an unhandled rejection when nobody awaits it (the warm-up at creation)
      provider.catch((error: unknown) => {
        console.error(`The OpenID Connect provider of realm "${realmName}" cannot start:`, error);
        if (this.providers.get(realmName) === provider) this.providers.delete(realmName);
      });
    }
    return provider;
  }

  /** providers already started (sessions only exist in those) */
  async started(realmName: string): Promise<RealmOidc | undefined> {
    return this.providers.get(realmName);
  }

  drop(realmName: string): void {
    const provider = this.providers.get(realmName);
    this.providers.delete(realmName);
    void provider?.then(
      (p) => p.storage.dispose(),
      () => undefined,
    );
  }

  dispose(): void {
    for (const name of [...this.providers.keys()]) this.drop(name);
  }

  /**
   * verifies a bearer token against the keys of the realm that issued it; undefined when it is not valid. The subject
   * is the user's id, read from the token's session when the token is a lightweight one (no `sub`), as Keycloak does
   * for the admin clients' tokens.
   */
  async verifyBearer(
    token: string,
  ): Promise<{ realmName: string; payload: jose.JWTPayload; subject: string | undefined } | undefined> {
    try {
      const realmName = this.issuerRealms.get(token) ?? this.issuerRealm(token);
      if (realmName === undefined) return undefined;
      const oidc = await this.get(realmName);
      if (!oidc) return undefined;
      const payload = await oidc.verifyAccessToken(token);
      // an ID token is signed by the same key: only an access token is a bearer token, as Keycloak checks
      if (payload.typ !== "Bearer") return undefined;
      // like Keycloak, a token outlives neither its session (logout, admin "sign out") nor a server restart
      const session = typeof payload.sid === "string" ? oidc.storage.sessionByUid(payload.sid) : undefined;
      if (typeof payload.sid === "string" && !session) return undefined;
      const subject = typeof payload.sub === "string" ? payload.sub : session?.[1].accountId;
      if (issuedBeforeRevocation(this.store, realmName, payload, subject)) return undefined;
      this.rememberIssuer(token, realmName);
      return { realmName, payload, subject };
    } catch {
      return undefined;
    }
  }

  /** The realm a token's unverified issuer names, when it is one of this server's. */
  private issuerRealm(token: string): string | undefined {
    const { iss } = jose.decodeJwt(token);
    const prefix = `${this.baseUrl}/realms/`;
    if (typeof iss !== "string" || !iss.startsWith(prefix)) return undefined;
    return decodeURIComponent(iss.slice(prefix.length));
  }

  private rememberIssuer(token: string, realmName: string): void {
    if (this.issuerRealms.has(token)) return;
    if (this.issuerRealms.size >= REMEMBERED_ISSUERS) {
      this.issuerRealms.delete(this.issuerRealms.keys().next().value as string);
    }
    this.issuerRealms.set(token, realmName);
  }
}

/**
 * Keycloak refuses a token issued before the realm's not-before, its client's or its user's (revocation, "sign out
 * all", a user's logout); all three are epoch seconds, 0 when never set.
 */
function issuedBeforeRevocation(
  store: Store,
  realmName: string,
  payload: jose.JWTPayload,
  subject: string | undefined,
): boolean {
  const realm = store.realm(realmName);
  if (!realm || typeof payload.iat !== "number") return true;
  const client = [...realm.clients.values()].find((c) => c.clientId === payload.azp);
  const user = subject === undefined ? undefined : realm.users.get(subject);
  const notBefore = Math.max(realm.rep.notBefore ?? 0, client?.notBefore ?? 0, user?.notBefore ?? 0);
  return payload.iat < notBefore;
}
