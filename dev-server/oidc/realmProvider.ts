// One oidc-provider instance for one realm, configured to look like Keycloak: its endpoint paths, JWT access tokens
// with Keycloak's claims, refresh tokens on every code exchange (rotating for public clients), no consent screen,
// logout without a confirmation page, Keycloak's redirect-URI and web-origin rules.
import Provider, { errors, type KoaContextWithOIDC } from "oidc-provider";
import { browserFlowPolicy } from "./browserFlowPolicy.js";
import * as jose from "jose";
import type { UserRecord } from "../store/model.js";
import { RealmStorage } from "./adapter.js";
import {
  postLogoutRedirectUriAllowed,
  redirectUriAllowed,
  toOidcClientMetadata,
  webOriginAllowed,
} from "./keycloakClients.js";
import { clientScopesOf } from "../realm/tokenMappers/appliedClientScopes.js";
import { mappedClaims } from "./mappedClaims.js";
import { accessTokenPayload } from "./accessTokenPayload.js";
import { mapIdTokenClaims } from "./idTokenMappers.js";
import { registerPasswordGrant } from "./passwordGrant.js";
import { RefreshTokenWrapper } from "./refreshTokenWrapper.js";
import { logoutPage } from "./logoutPage.js";
import { providerTtl, realmTimeouts } from "./realmTimeouts.js";
import { RealmKeys, SIGNING_ALG } from "./realmKeyring.js";
import { clientTokenAlgorithms, tokenAlgorithm } from "./tokenAlgorithms.js";
import { requestClientId } from "./requestClient.js";
import { observeEvents } from "./providerEvents.js";
import { escapeHtml } from "./escapeHtml.js";
import type { RealmOidc, RealmProviderOptions, SessionMeta } from "./realmOidc.js";
import { VerifiedTokens } from "./verifiedTokens.js";

export const OIDC_PATH = "/protocol/openid-connect";

interface AccessTokenLike {
  accountId?: string;
  clientId: string;
  sessionUid?: string;
  scope?: string;
}
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
  const keys = new RealmKeys(store, realm);
  const initialKeys = await keys.init();
  const sessionMeta = new Map<string, SessionMeta>();
  const timeouts = () => realmTimeouts(realm);
  const kcClient = (clientId: string) => [...realm.clients.values()].find((c) => c.clientId === clientId);

  const storage = new RealmStorage((clientId) => {
    const client = kcClient(clientId);
    if (!client || client.enabled === false || client.bearerOnly) return undefined;
    return toOidcClientMetadata(client, baseUrl);
  });

  // the claims of ID tokens, access tokens and userinfo come from the protocol mappers (mappedClaims.ts)
  const account = (user: UserRecord) => ({ accountId: user.id, claims: async () => ({ sub: user.id }) });
  // an access token keeps the request's scope values the client has client scopes for
  const resourceServerInfo = (clientId: string) => ({
    scope: resourceScope(clientId),
    audience: "account",
    accessTokenFormat: "jwt",
    accessTokenTTL: timeouts().accessTokenLifespan,
    jwt: { sign: signWith(tokenAlgorithm(realm, kcClient(clientId), "access")) },
  });
  // the key of the algorithm, ensured before the request (handle below); RS256 when the realm can make none for it
  const signWith = (alg: string) => {
    const signer = keys.now.signer(alg) ?? keys.now.signer(SIGNING_ALG)!;
    return signer.symmetric
      ? { alg: signer.alg, key: signer.key, kid: signer.kid }
      : { alg: signer.alg, kid: signer.kid };
  };
  const resourceScope = (clientId: string) => {
    const client = kcClient(clientId);
    const { defaults, optional } = client ? clientScopesOf(realm, client) : { defaults: [], optional: [] };
    return ["openid", ...defaults.map((s) => s.name), ...optional.map((s) => s.name)].join(" ");
  };
  const serviceAccountUser = (clientId: string) => {
    const client = kcClient(clientId);
    // a realm export links the service account by clientId, the admin API by internal id
    return client
      ? [...realm.users.values()].find(
          (u) => u.serviceAccountClientId === client.id || u.serviceAccountClientId === client.clientId,
        )
      : undefined;
  };

  const accessTokenBase = (token: AccessTokenLike) => ({
    clientId: token.clientId,
    // the session's uid is Keycloak's session id (see ensureClientContainer below)
    sessionId: token.sessionUid,
    fallbackAudience: "account",
  });
  const tokenMappedClaims = async (token: AccessTokenLike) => {
    const user = token.accountId ? realm.users.get(token.accountId) : serviceAccountUser(token.clientId);
    const client = kcClient(token.clientId);
    if (!user || !client) return undefined;
    const session = token.sessionUid ? await provider.Session.findByUid(token.sessionUid) : undefined;
    return mappedClaims(realm, baseUrl, "access", { client, user, scope: token.scope, authTime: session?.authTime() });
  };

  const provider = new Provider(issuer, {
    adapter: RealmStorage.adapterClass(storage),
    jwks: { keys: initialKeys.keystore.filter((k) => !k.key_ops) },
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
    // only what discovery lists as claims_supported: the tokens' claims come from the protocol mappers
    claims: {
      openid: ["sub", "preferred_username", "email", "email_verified", "name", "given_name", "family_name"],
      profile: ["preferred_username", "name", "given_name", "family_name"],
      email: ["email", "email_verified"],
    },
    conformIdTokenClaims: false,
    // the identity provider a login should go to at once (Keycloak's identity-provider redirector reads it)
    extraParams: ["kc_idp_hint"],
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const user = realm.users.get(id);
      return user?.enabled ? account(user) : undefined;
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `/realms/${encodeURIComponent(realmName)}/login-actions/authenticate/${interaction.uid}`,
      policy: browserFlowPolicy(store, realm, sessionMeta),
    },
    features: {
      devInteractions: { enabled: false },
      // the acr claim a client asks for, with the level of authentication it stands for (login/levelOfAuthentication.ts)
      claimsParameter: { enabled: true },
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
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string, client: { clientId: string }) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServerInfo(client.clientId);
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
    formats: {
      customizers: {
        jwt: async (
          _ctx: KoaContextWithOIDC,
          token: AccessTokenLike,
          jwt: { header?: Record<string, unknown>; payload: Record<string, unknown> },
        ) => {
          jwt.header = { typ: "JWT" };
          const mapped = await tokenMappedClaims(token);
          if (!mapped) return;
          const { exp, iat, jti, iss } = jwt.payload;
          jwt.payload = accessTokenPayload({ ...accessTokenBase(token), exp, iat, jti, iss }, mapped);
        },
      },
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { clientId: string }) => {
      const c = kcClient(client.clientId);
      return !!c && webOriginAllowed(c, origin, baseUrl);
    },
    ttl: providerTtl(realm),
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

  mapIdTokenClaims(provider, realm, baseUrl, kcClient, {
    issuer,
    signer: (clientId) => {
      const alg = tokenAlgorithm(realm, kcClient(clientId), "id");
      return keys.now.signer(alg) ?? keys.now.signer(SIGNING_ALG)!;
    },
    lifespan: () => timeouts().accessTokenLifespan,
  });
  const refreshTokens = new RefreshTokenWrapper(issuer, () => realm.rep.revokeRefreshToken !== true);
  registerPasswordGrant({ provider, store, realm, resource, resourceServerInfo, sessionMeta });
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
  keys.attach(provider);

  const callback = provider.callback();
  const verifiedTokens = new VerifiedTokens();
  return {
    realmName,
    issuer,
    provider,
    storage,
    sessionMeta,
    publicJwk: async () => (await keys.current()).signing,
    // the keystore follows the realm's key providers before each request signs or publishes anything
    handle: async (req, res) => {
      const clientId = requestClientId(req);
      if (clientId) await keys.ensureSigners(clientTokenAlgorithms(realm, kcClient(clientId)));
      else await keys.current();
      return callback(req, res);
    },
    verifyAccessToken: async (token) => {
      const ring = await keys.current();
      const known = verifiedTokens.known(token, ring);
      if (known) return known;
      const { payload } = await jose.jwtVerify(token, ring.verify, { issuer });
      verifiedTokens.remember(token, ring, payload);
      return payload;
    },
    refreshTokens,
  };
}
