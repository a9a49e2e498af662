// The resource-owner password grant ("direct access grants"), as admin-cli and @keycloak/keycloak-admin-client use
// it. oidc-provider has no such grant; the handler builds the session, grant and tokens from its public models, so
// the built-in refresh grant accepts what it issues and the admin layer lists the session like any other.
import * as jose from "jose";
import type Provider from "oidc-provider";
import type { KoaContextWithOIDC } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { directGrantLogin } from "./login/directGrantLogin.js";
import { recordLoginEvent } from "./loginEvents.js";
import type { SessionMeta } from "./realmOidc.js";
import { realmTimeouts } from "./realmTimeouts.js";

/** how Keycloak's direct grant events name the client's authentication, a public client's too */
const CLIENT_AUTH_METHOD = "client-secret";

interface PasswordGrantOptions {
  provider: Provider;
  store: Store;
  realm: RealmData;
  resource: string;
  resourceServerInfo: (clientId: string) => Record<string, unknown>;
  sessionMeta: Map<string, SessionMeta>;
}

export function registerPasswordGrant({
  provider,
  store,
  realm,
  resource,
  resourceServerInfo,
  sessionMeta,
}: PasswordGrantOptions): void {
  provider.registerGrantType(
    "password",
    async (ctx: KoaContextWithOIDC) => {
      const { client, params } = ctx.oidc;
      const login = await directGrantLogin(store, realm, client.clientId, params as Record<string, string>, ctx.ip);
      for (const failure of login.failures)
        recordLoginEvent(store, realm, {
          type: "LOGIN_ERROR",
          clientId: client.clientId,
          userId: failure.userId,
          ipAddress: ctx.ip,
          error: failure.error,
          details: {
            auth_method: "openid-connect",
            client_auth_method: CLIENT_AUTH_METHOD,
            grant_type: "password",
            username: String(params.username ?? ""),
          },
        });
      if ("refusal" in login) {
        // Keycloak's answers; oidc-provider's InvalidGrant would have a different description
        const { status, ...answer } = login.refusal;
        ctx.status = status;
        if ("html" in answer) ctx.type = "html";
        ctx.body = "html" in answer ? answer.html : answer;
        return;
      }
      const user = login.user;
      const now = Math.floor(Date.now() / 1000);
      // Keycloak adds nothing to the request: the client's default client scopes always apply (mappedClaims), and
      // "openid", so an ID token, only when the client asks for it
      const requested = new Set(
        String(params.scope ?? "")
          .split(" ")
          .filter(Boolean),
      );
      const scope = [...requested].join(" ");

      const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
      grant.addOIDCScope(scope);
      grant.addResourceScope(resource, scope);
      const grantId = await grant.save();

      const session = new provider.Session();
      session.loginAccount({ accountId: user.id, loginTs: now });
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grantId);
      await session.save(realmTimeouts(realm).ssoSessionMaxLifespan);
      const sessionUid: string = session.uid;
      sessionMeta.set(sessionUid, { ipAddress: ctx.ip, lastAccess: Date.now(), rememberMe: false });

      const accessToken = new provider.AccessToken({
        accountId: user.id,
        client,
        grantId,
        gty: "password",
        sessionUid,
        sid: sessionUid,
      });
      accessToken.resourceServer = new provider.ResourceServer(resource, resourceServerInfo(client.clientId));
      accessToken.scope = grant.getResourceScopeFiltered(resource, [...requested]);
      const accessTokenValue = await accessToken.save();

      const refreshToken = new provider.RefreshToken({
        accountId: user.id,
        client,
        grantId,
        gty: "password",
        scope: accessToken.scope,
        resource,
        rotations: 0,
        expiresWithSession: true,
        sessionUid,
        sid: sessionUid,
        iiat: now,
      });
      const refreshTokenValue = await refreshToken.save();
      ctx.oidc.entity("RefreshToken", refreshToken);

      let idTokenValue: string | undefined;
      if (requested.has("openid")) {
        const idToken = new provider.IdToken({ sub: user.id, auth_time: now }, { ctx });
        idToken.scope = accessToken.scope;
        idToken.set("sid", sessionUid);
        idTokenValue = await idToken.issue({ use: "idtoken" });
      }

      recordLoginEvent(store, realm, {
        type: "LOGIN",
        clientId: client.clientId,
        userId: user.id,
        sessionId: sessionUid,
        ipAddress: ctx.ip,
        details: {
          auth_method: "openid-connect",
          client_auth_method: CLIENT_AUTH_METHOD,
          grant_type: "password",
          username: user.username,
          // the scopes the access token carries, its client's default ones included
          scope: String(jose.decodeJwt(accessTokenValue).scope ?? ""),
          token_id: accessToken.jti,
          refresh_token_id: refreshToken.jti,
          refresh_token_type: "Refresh",
        },
      });
      ctx.body = {
        access_token: accessTokenValue,
        expires_in: accessToken.expiration,
        refresh_expires_in: refreshToken.expiration,
        refresh_token: refreshTokenValue,
        token_type: "Bearer",
        ...(idTokenValue ? { id_token: idTokenValue } : {}),
        "not-before-policy": 0,
        session_state: sessionUid,
        scope: accessToken.scope,
      };
    },
    ["username", "password", "scope", "totp", "otp"],
  );
}
