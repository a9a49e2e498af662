// Everything under /realms/{realm}: Keycloak's realm endpoints that oidc-provider has no notion of (public realm
// info, login page, userinfo for JWT access tokens, keycloak-js' third-party-cookie probe), then the provider itself.
import express, { type Request, type Response, type NextFunction, Router } from "express";
import { createPublicKey } from "node:crypto";
import type { Store } from "../store/store.js";
import type { RealmProviders } from "./registry.js";
import { OIDC_PATH } from "./realmProvider.js";
import type { RealmOidc } from "./realmOidc.js";
import { showLoginStep, submitLoginStep } from "./loginInteraction.js";
import { webOriginAllowed } from "./keycloakClients.js";
import { mappedClaims } from "./mappedClaims.js";
import { introspectAccessToken } from "./accessTokenIntrospection.js";
import { dropDefaultScopesOnRefresh } from "./refreshScope.js";
import { brokerRoutes } from "./brokerLogin.js";
import { thirdPartyCookieProbe } from "./thirdPartyCookieProbe.js";
import { refuseUnknownAuthorizationScopes, refuseUnknownTokenScopes } from "./unknownScopes.js";
import { idTokenHintLogout, refreshTokenLogout } from "./sessionEnd.js";
import { useUpFailedCodes } from "./codeRedemption.js";

export function realmRoutes(store: Store, providers: RealmProviders): Router {
  const router = Router();
  const withRealm =
    (handler: (oidc: RealmOidc, req: Request, res: Response, next: NextFunction) => Promise<void> | void) =>
    async (req: Request, res: Response, next: NextFunction) => {
      const oidc = await providers.get(String(req.params.realm));
      if (!oidc) {
        res.status(404).json({ error: "Realm does not exist" });
        return;
      }
      await handler(oidc, req, res, next);
    };

  router.get(
    "/:realm",
    withRealm(async (oidc, _req, res) => {
      const publicKey = createPublicKey({ key: await oidc.publicJwk(), format: "jwk" })
        .export({ type: "spki", format: "der" })
        .toString("base64");
      res.json({
        realm: oidc.realmName,
        public_key: publicKey,
        "token-service": `${oidc.issuer}${OIDC_PATH}`,
        "account-service": `${oidc.issuer}/account`,
        "tokens-not-before": store.realm(oidc.realmName)?.rep.notBefore ?? 0,
      });
    }),
  );

  // the login pages follow the realm's bound browser flow (loginInteraction.ts)
  router.get(
    "/:realm/login-actions/authenticate/:uid",
    withRealm((oidc, req, res) => showLoginStep(store, oidc, req, res)),
  );
  router.post(
    "/:realm/login-actions/authenticate/:uid",
    express.urlencoded({ extended: false }),
    withRealm((oidc, req, res) => submitLoginStep(store, oidc, req, res)),
  );

  router.use(brokerRoutes(store, providers));

  // oidc-provider's userinfo rejects access tokens that carry an audience, and ours always do
  router.all(
    `/:realm${OIDC_PATH}/userinfo`,
    withRealm(async (oidc, req, res) => {
      const realm = store.realm(oidc.realmName)!;
      const origin = req.get("origin");
      const originAllowed =
        !!origin && [...realm.clients.values()].some((c) => webOriginAllowed(c, origin, providers.baseUrl));
      if (originAllowed)
        res.set({ "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true", Vary: "Origin" });
      if (req.method === "OPTIONS") {
        res
          .set({
            "Access-Control-Allow-Headers": "Authorization, Content-Type",
            "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
          })
          .status(204)
          .end();
        return;
      }
      const bearer = /^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1];
      const verified = bearer ? await providers.verifyBearer(bearer) : undefined;
      // the token's session names its user: a pairwise subject does not
      const sid = verified?.payload.sid;
      const accountId = typeof sid === "string" ? oidc.storage.sessionByUid(sid)?.[1].accountId : verified?.payload.sub;
      const user =
        verified?.realmName === oidc.realmName && typeof accountId === "string"
          ? realm.users.get(accountId)
          : undefined;
      if (!user?.enabled) {
        res
          .status(401)
          .set("WWW-Authenticate", 'Bearer realm="' + oidc.realmName + '", error="invalid_token"')
          .json({ error: "invalid_token", error_description: "Token verification failed" });
        return;
      }
      const azp = verified?.payload.azp;
      const client = [...realm.clients.values()].find((c) => c.clientId === azp);
      if (!client) {
        res.status(401).json({ error: "invalid_token", error_description: "Token verification failed" });
        return;
      }
      // the access token's scope claim names the client scopes it was issued with, as Keycloak reads it here
      const scope = typeof verified?.payload.scope === "string" ? verified.payload.scope : undefined;
      const authTime = typeof verified?.payload.auth_time === "number" ? verified.payload.auth_time : undefined;
      res.json(mappedClaims(realm, providers.baseUrl, "userinfo", { client, user, scope, authTime }).claims);
    }),
  );

  thirdPartyCookieProbe(router);

  // refresh tokens go out wrapped as JWTs (refreshTokenWrapper.ts); unwrap them before the provider reads the body
  router.post(
    [
      `/:realm${OIDC_PATH}/token`,
      `/:realm${OIDC_PATH}/revoke`,
      `/:realm${OIDC_PATH}/token/introspect`,
      `/:realm${OIDC_PATH}/logout`,
    ],
    express.urlencoded({ extended: false }),
    withRealm(async (oidc, req, res, next) => {
      const body = req.body as Record<string, string> | undefined;
      if (body?.refresh_token) {
        const unwrapped = await oidc.refreshTokens.unwrap(body.refresh_token);
        if (body.grant_type === "refresh_token") res.once("close", await oidc.refreshTokens.acquire());
        body.refresh_token = oidc.refreshTokens.latest(unwrapped);
      }
      if (body?.token && body.token_type_hint !== "access_token") {
        const unwrapped = await oidc.refreshTokens.unwrap(body.token);
        if (unwrapped !== "invalid") body.token = oidc.refreshTokens.latest(unwrapped);
      }
      next();
    }),
  );
  router.post(
    `/:realm${OIDC_PATH}/token/introspect`,
    withRealm((oidc, req, res, next) =>
      introspectAccessToken(oidc, store.realm(oidc.realmName)!, providers, req, res, next),
    ),
  );
  router.post(
    `/:realm${OIDC_PATH}/token`,
    withRealm((oidc, req, res, next) => {
      const realm = store.realm(oidc.realmName)!;
      dropDefaultScopesOnRefresh(realm, req);
      refuseUnknownTokenScopes(realm, req, res, next);
    }),
    withRealm(useUpFailedCodes),
  );
  router.post(
    `/:realm${OIDC_PATH}/logout`,
    withRealm((oidc, req, res, next) => refreshTokenLogout(oidc, store.realm(oidc.realmName)!, req, res, next)),
  );
  router.all(
    `/:realm${OIDC_PATH}/logout`,
    express.urlencoded({ extended: false }),
    withRealm((oidc, req, res, next) =>
      idTokenHintLogout(oidc, store.realm(oidc.realmName)!, providers.baseUrl, req, res, next),
    ),
  );
  router.get(
    `/:realm${OIDC_PATH}/auth`,
    withRealm((oidc, req, res, next) =>
      refuseUnknownAuthorizationScopes(store.realm(oidc.realmName)!, providers.baseUrl, oidc.issuer, req, res, next),
    ),
  );

  router.use(
    "/:realm",
    withRealm((oidc, req, res) => oidc.handle(req, res)),
  );
  return router;
}
