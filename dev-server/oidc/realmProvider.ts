// One oidc-provider instance for one realm, configured to look like Keycloak: its endpoint paths, JWT access tokens
// with Keycloak's claims, refresh tokens on every code exchange (rotating for public clients), no consent screen,
// logout without a confirmation page, Keycloak's redirect-URI and web-origin rules.
import Provider, { errors, type KoaContextWithOIDC } from "oidc-provider";
import * as jose from "jose";
import type { UserRecord } from "../store/model.js";
import { RealmStorage } from "./adapter.js";
import {
  postLogoutRedirectUriAllowed,
  redirectUriAllowed,
  toOidcClientMetadata,
  webOriginAllowed,
  allowedOrigins,
} from "./keycloakClients.js";
import { roleClaims } from "../realm/userRoles.js";
import { registerPasswordGrant } from "./passwordGrant.js";
import { RefreshTokenWrapper } from "./refreshTokenWrapper.js";
import { logoutPage } from "./logoutPage.js";
import { realmTimeouts } from "./realmTimeouts.js";
import { realmSigningKey } from "./realmSigningKey.js";
import { observeEvents } from "./providerEvents.js";
import { escapeHtml } from "./escapeHtml.js";
import type { RealmOidc, RealmProviderOptions, SessionMeta } from "./realmOidc.js";

export const OIDC_PATH = "/protocol/openid-connect";
const SCOPES = [
  "openid",
  "offline_access",
  "profile",
  "email",
  "address",
  "phone",
  "roles",
  "web-origins",
  "acr",
  "basic",
  "microprofile-jwt",
  "organization",
];

export async function createRealmProvider({
  store,
  realm,
  baseUrl,
  cookieKeys,
}: RealmProviderOptions): Promise<RealmOidc> {
  const realmName = realm.rep.realm;
  const issuer = `${baseUrl}/realms/${encodeURIComponent(realmName)}`;
  // an internal resource indicator: oidc-provider issues JWT access tokens only for a resource server
  const resource = `${issuer}/resource`;
  const { privateJwk, publicJwk } = await realmSigningKey(store, realm);
  const sessionMeta = new Map<string, SessionMeta>();
  const timeouts = () => realmTimeouts(realm);
  const kcClient = (clientId: string) => [...realm.clients.values()].find((c) => c.clientId === clientId);

  const storage = new RealmStorage((clientId) => {
    const client = kcClient(clientId);
    if (!client || client.enabled === false || client.bearerOnly) return undefined;
    return toOidcClientMetadata(client, baseUrl);
  });

  const account = (user: UserRecord) => ({
    accountId: user.id,
    async claims() {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      return {
        sub: user.id,
        preferred_username: user.username,
        email: user.email,
        email_verified: user.emailVerified,
        given_name: user.firstName,
        family_name: user.lastName,
        ...(name ? { name } : {}),
      };
    },
  });
  const resourceServerInfo = () => ({
    scope: SCOPES.join(" "),
    audience: "account",
    accessTokenFormat: "jwt",
    accessTokenTTL: timeouts().accessTokenLifespan,
    jwt: { sign: { alg: "RS256" } },
  });
  const serviceAccountUser = (clientId: string) => {
    const client = kcClient(clientId);
    return client ? [...realm.users.values()].find((u) => u.serviceAccountClientId === client.id) : undefined;
  };

  const provider = new Provider(issuer, {
    adapter: RealmStorage.adapterClass(storage),
    jwks: { keys: [privateJwk] },
    cookies: {
      keys: cookieKeys,
      // every realm's provider would otherwise set "_session" on path "/" and they would overwrite each other
      long: { httpOnly: true, sameSite: "lax", path: `/realms/${encodeURIComponent(realmName)}/` },
      short: { httpOnly: true, sameSite: "lax", path: `/realms/${encodeURIComponent(realmName)}/` },
    },
    routes: {
      authorization: `${OIDC_PATH}/auth`,
      token: `${OIDC_PATH}/token`,
      end_session: `${OIDC_PATH}/logout`,
      jwks: `${OIDC_PATH}/certs`,
      userinfo: `${OIDC_PATH}/userinfo`,
      revocation: `${OIDC_PATH}/revoke`,
      introspection: `${OIDC_PATH}/token/introspect`,
      device_authorization: `${OIDC_PATH}/auth/device`,
      code_verification: "/device",
      pushed_authorization_request: `${OIDC_PATH}/ext/par/request`,
    },
    scopes: SCOPES,
    claims: {
      openid: ["sub", "preferred_username", "email", "email_verified", "name", "given_name", "family_name"],
      profile: ["preferred_username", "name", "given_name", "family_name"],
      email: ["email", "email_verified"],
    },
    conformIdTokenClaims: false,
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const user = realm.users.get(id);
      return user?.enabled ? account(user) : undefined;
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `/realms/${encodeURIComponent(realmName)}/login-actions/authenticate/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      clientCredentials: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => logoutPage(ctx, form),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = "html";
          ctx.body =
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>You are logged out</h1></body></html>';
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServerInfo();
        },
      },
    },
    // first-party clients only: no consent screen, the grant is created or widened to what was asked
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await provider.Grant.find(grantId))) ||
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scope = [...ctx.oidc.requestParamScopes].join(" ");
      grant.addOIDCScope(scope);
      grant.addResourceScope(resource, scope);
      await grant.save();
      return grant;
    },
    // Keycloak issues a refresh token on every code exchange, not only with offline_access
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed("refresh_token"),
    extraTokenClaims: async (
      _ctx: KoaContextWithOIDC,
      token: { accountId?: string; clientId: string; sessionUid?: string; kind: string },
    ) => {
      const user = token.accountId ? realm.users.get(token.accountId) : serviceAccountUser(token.clientId);
      if (!user) return undefined;
      const client = kcClient(token.clientId);
      const origins = client ? [...allowedOrigins(client, baseUrl)] : [];
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      return {
        // the session's uid is Keycloak's session id (see ensureClientContainer below)
        typ: "Bearer",
        azp: token.clientId,
        ...(token.sessionUid ? { sid: token.sessionUid } : {}),
        acr: "1",
        ...(origins.length ? { "allowed-origins": origins } : {}),
        ...roleClaims(realm, user),
        email_verified: user.emailVerified,
        ...(name ? { name } : {}),
        preferred_username: user.username,
        ...(user.firstName ? { given_name: user.firstName } : {}),
        ...(user.lastName ? { family_name: user.lastName } : {}),
        ...(user.email ? { email: user.email } : {}),
      };
    },
    formats: {
      customizers: {
        jwt: async (
          _ctx: KoaContextWithOIDC,
          token: { clientId: string; accountId?: string; kind: string },
          jwt: { header?: Record<string, unknown>; payload: Record<string, unknown> },
        ) => {
          jwt.header = { typ: "JWT" };
          const access = jwt.payload.resource_access as Record<string, unknown> | undefined;
          const audience = Object.keys(access ?? {}).filter((c) => c !== token.clientId);
          if (audience.length) jwt.payload.aud = audience.length === 1 ? audience[0] : audience;
          delete jwt.payload.client_id;
          if (!token.accountId) {
            const user = serviceAccountUser(token.clientId);
            if (user) jwt.payload.sub = user.id;
          }
        },
      },
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { clientId: string }) => {
      const c = kcClient(client.clientId);
      return !!c && webOriginAllowed(c, origin, baseUrl);
    },
    ttl: {
      AccessToken: () => timeouts().accessTokenLifespan,
      ClientCredentials: () => timeouts().accessTokenLifespan,
      AuthorizationCode: () => timeouts().accessCodeLifespan,
      IdToken: () => timeouts().accessTokenLifespan,
      Interaction: () => timeouts().accessCodeLifespanLogin,
      Grant: () => timeouts().ssoSessionMaxLifespan,
      Session: () => timeouts().ssoSessionMaxLifespan,
      // Keycloak's sliding idle timeout, capped by the session's maximum lifespan counted from the first issue
      RefreshToken: (_ctx: KoaContextWithOIDC, token: { iiat?: number }) => {
        const { ssoSessionIdleTimeout, ssoSessionMaxLifespan } = timeouts();
        const age = token.iiat ? Math.floor(Date.now() / 1000) - token.iiat : 0;
        return Math.max(1, Math.min(ssoSessionIdleTimeout, ssoSessionMaxLifespan - age));
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? "")}</p></body></html>`;
    },
  });

  provider.Client.prototype.redirectUriAllowed = function (this: { clientId: string }, value: string) {
    const c = kcClient(this.clientId);
    return !!c && redirectUriAllowed(c, value, baseUrl);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: { clientId: string }, value: string) {
    const c = kcClient(this.clientId);
    return !!c && postLogoutRedirectUriAllowed(c, value, baseUrl);
  };
  // Keycloak has one session id for all clients of a login (the "sid" claim, the admin API's session id);
  // oidc-provider would draw a different one per client
  provider.Session.prototype.ensureClientContainer = function (
    this: { uid: string; sidFor(clientId: string, value?: string): string | undefined },
    clientId: string,
  ) {
    if (!this.sidFor(clientId)) this.sidFor(clientId, this.uid);
  };

  const refreshTokens = new RefreshTokenWrapper(issuer, () => realm.rep.revokeRefreshToken !== true);
  registerPasswordGrant({ provider, store, realm, resource, resourceServerInfo, sessionMeta, account });
  provider.use(refreshTokens.middleware());
  // keycloak-js posts to /token with credentials: "include"; oidc-provider never sends Allow-Credentials.
  // Add it where oidc-provider's client-based CORS check already echoed the Origin.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const origin = ctx.get("Origin");
    if (origin && ctx.response.get("Access-Control-Allow-Origin") === origin)
      ctx.set("Access-Control-Allow-Credentials", "true");
  });
  observeEvents(provider, store, realm, sessionMeta);

  const jwks = jose.createLocalJWKSet({ keys: [publicJwk] });
  return {
    realmName,
    issuer,
    provider,
    storage,
    sessionMeta,
    publicJwk,
    handle: provider.callback(),
    verifyAccessToken: async (token) => (await jose.jwtVerify(token, jwks, { issuer, algorithms: ["RS256"] })).payload,
    refreshTokens,
  };
}
