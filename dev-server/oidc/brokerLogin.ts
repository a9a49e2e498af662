// Keycloak's broker endpoints for an OpenID Connect identity provider: /realms/{realm}/broker/{alias}/login sends the
// browser to the provider's authorization endpoint, /realms/{realm}/broker/{alias}/endpoint takes the code back,
// exchanges it at the provider's token endpoint, validates the ID token (issuer, audience, nonce, signature from the
// JWKS URL), reads the user info, and runs the first broker login (realm/broker). The login interaction that
// offered the provider then finishes as the brokered user.
import { createHash, randomBytes } from "node:crypto";
import { Router, type Request, type Response } from "express";
import * as jose from "jose";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmProviders } from "./registry.js";
import { BROKERABLE_PROVIDERS } from "../realm/broker/loginBrokers.js";
import { brokerLogin, type BrokeredIdentity } from "../realm/broker/brokeredUsers.js";
import { completeByBroker } from "./loginInteraction.js";
import type { LoginMessageKey } from "./loginPage.js";
import { renderErrorPage } from "./flowPages.js";
import { sendRealmSecurityHeaders } from "./loginHeaders.js";
import { recordLoginEvent } from "./loginEvents.js";

interface PendingBrokerLogin {
  realmName: string;
  alias: string;
  uid: string;
  clientId: string;
  nonce: string;
  codeVerifier: string;
  expires: number;
}

const PENDING_TTL_MS = 30 * 60_000;
const HTTP_TIMEOUT_MS = 10_000;
const pending = new Map<string, PendingBrokerLogin>();

class BrokerError extends Error {
  constructor(
    readonly messageKey: LoginMessageKey,
    readonly detail: string[] = [],
  ) {
    super(messageKey);
  }
}

type IdentityProvider = RealmData["identityProviders"] extends Map<string, infer P> ? P : never;
const config = (idp: IdentityProvider) => (idp.config ?? {}) as Record<string, string | undefined>;

function brokerable(realm: RealmData, alias: string): IdentityProvider {
  const idp = realm.identityProviders.get(alias);
  if (!idp || idp.enabled === false || !BROKERABLE_PROVIDERS.has(idp.providerId ?? ""))
    throw new BrokerError("identityProviderNotFoundMessage");
  return idp;
}

function webUrl(value: string | undefined): URL {
  const url = value ? URL.parse(value) : null;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new BrokerError("identityProviderUnexpectedErrorMessage");
  return url;
}

const endpointUrl = (baseUrl: string, realm: string, alias: string) =>
  `${baseUrl}/realms/${encodeURIComponent(realm)}/broker/${encodeURIComponent(alias)}/endpoint`;

async function startLogin(store: Store, providers: RealmProviders, req: Request, res: Response): Promise<void> {
  const realm = store.realm(String(req.params.realm))!;
  const idp = brokerable(realm, String(req.params.alias));
  const oidc = await providers.get(realm.rep.realm);
  const uid = String(req.query.session_code ?? "");
  const interaction = uid ? await oidc?.provider.Interaction.find(uid) : undefined;
  if (!interaction) throw new BrokerError("expiredActionMessage");
  const now = Date.now();
  for (const [key, login] of pending) if (login.expires < now) pending.delete(key);
  const state = randomBytes(24).toString("base64url");
  const login: PendingBrokerLogin = {
    realmName: realm.rep.realm,
    alias: idp.alias,
    uid,
    clientId: String(interaction.params?.client_id ?? ""),
    nonce: randomBytes(16).toString("base64url"),
    codeVerifier: randomBytes(32).toString("base64url"),
    expires: now + PENDING_TTL_MS,
  };
  pending.set(state, login);
  const settings = config(idp);
  const target = webUrl(settings.authorizationUrl);
  const scope = settings.defaultScope?.trim() || "openid";
  target.searchParams.set("scope", scope.split(/\s+/).includes("openid") ? scope : `openid ${scope}`);
  target.searchParams.set("state", state);
  target.searchParams.set("response_type", "code");
  target.searchParams.set("client_id", settings.clientId ?? "");
  target.searchParams.set("redirect_uri", endpointUrl(providers.baseUrl, realm.rep.realm, idp.alias));
  target.searchParams.set("nonce", login.nonce);
  if (settings.prompt) target.searchParams.set("prompt", settings.prompt);
  if (settings.pkceEnabled === "true") {
    target.searchParams.set("code_challenge", createHash("sha256").update(login.codeVerifier).digest("base64url"));
    target.searchParams.set("code_challenge_method", "S256");
  }
  res.redirect(302, target.toString());
}

/** the code for tokens at the provider's token endpoint, authenticating as Keycloak's clientAuthMethod says */
async function exchangeCode(idp: IdentityProvider, code: string, redirectUri: string, login: PendingBrokerLogin) {
  const settings = config(idp);
  const body = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
  const headers: Record<string, string> = { accept: "application/json" };
  const method = settings.clientAuthMethod || "client_secret_post";
  if (method === "client_secret_basic") {
    const credentials = `${encodeURIComponent(settings.clientId ?? "")}:${encodeURIComponent(settings.clientSecret ?? "")}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  } else if (method === "client_secret_post") {
    body.set("client_id", settings.clientId ?? "");
    body.set("client_secret", settings.clientSecret ?? "");
  } else throw new BrokerError("identityProviderUnexpectedErrorMessage");
  if (settings.pkceEnabled === "true") body.set("code_verifier", login.codeVerifier);
  const response = await fetch(webUrl(settings.tokenUrl), {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  }).catch(() => undefined);
  const tokens = (await response?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response?.ok || typeof tokens?.id_token !== "string")
    throw new BrokerError("identityProviderUnexpectedErrorMessage");
  return { idToken: tokens.id_token, accessToken: typeof tokens.access_token === "string" ? tokens.access_token : "" };
}

async function verifyIdToken(idp: IdentityProvider, idToken: string, nonce: string): Promise<jose.JWTPayload> {
  const settings = config(idp);
  const expected = { issuer: settings.issuer || undefined, audience: settings.clientId ?? "" };
  let claims: jose.JWTPayload;
  try {
    if (settings.validateSignature === "true") {
      const keys = jose.createRemoteJWKSet(webUrl(settings.jwksUrl), { timeoutDuration: HTTP_TIMEOUT_MS });
      claims = (await jose.jwtVerify(idToken, keys, expected)).payload;
    } else {
      claims = jose.decodeJwt(idToken);
      if (expected.issuer && claims.iss !== expected.issuer) throw new Error("issuer");
      if (![claims.aud].flat().includes(expected.audience)) throw new Error("audience");
    }
  } catch {
    throw new BrokerError("identityProviderUnexpectedErrorMessage");
  }
  if (claims.nonce !== nonce || typeof claims.sub !== "string")
    throw new BrokerError("identityProviderUnexpectedErrorMessage");
  return claims;
}

/** the user info endpoint's claims over the ID token's, unless the provider disables it */
async function userInfo(idp: IdentityProvider, accessToken: string): Promise<Record<string, unknown>> {
  const settings = config(idp);
  if (settings.disableUserInfo === "true" || !settings.userInfoUrl || !accessToken) return {};
  const response = await fetch(webUrl(settings.userInfoUrl), {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  }).catch(() => undefined);
  const claims = (await response?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response?.ok || !claims || typeof claims !== "object")
    throw new BrokerError("identityProviderUnexpectedErrorMessage");
  return claims;
}

async function finishLogin(store: Store, providers: RealmProviders, req: Request, res: Response): Promise<void> {
  const realm = store.realm(String(req.params.realm))!;
  const state = String(req.query.state ?? "");
  const login = pending.get(state);
  if (!login || login.expires < Date.now() || login.realmName !== realm.rep.realm || login.alias !== req.params.alias)
    throw new BrokerError("expiredActionMessage");
  pending.delete(state);
  const idp = brokerable(realm, login.alias);
  if (typeof req.query.code !== "string") throw new BrokerError("identityProviderUnexpectedErrorMessage");
  const redirectUri = endpointUrl(providers.baseUrl, realm.rep.realm, idp.alias);
  const tokens = await exchangeCode(idp, req.query.code, redirectUri, login);
  const idClaims = await verifyIdToken(idp, tokens.idToken, login.nonce);
  const claims = { ...idClaims, ...(await userInfo(idp, tokens.accessToken)), sub: idClaims.sub };
  const identity: BrokeredIdentity = { id: String(idClaims.sub), claims };
  const outcome = brokerLogin(realm, idp, identity);
  if (outcome.kind === "exists")
    throw new BrokerError("federatedIdentityExistsMessage", [outcome.attribute, outcome.value]);
  if (outcome.kind === "disabled") throw new BrokerError("accountDisabledMessage");
  store.changed(realm, { users: [outcome.user.id] });
  recordLoginEvent(store, realm, {
    type: outcome.created ? "IDENTITY_PROVIDER_FIRST_LOGIN" : "IDENTITY_PROVIDER_LOGIN",
    clientId: login.clientId,
    userId: outcome.user.id,
    ipAddress: req.ip,
    details: { identity_provider: idp.alias, identity_provider_identity: outcome.user.username },
  });
  completeByBroker(realm, login.uid, login.clientId, outcome.user.id);
  res.redirect(302, `/realms/${encodeURIComponent(realm.rep.realm)}/login-actions/authenticate/${login.uid}`);
}

export function brokerRoutes(store: Store, providers: RealmProviders): Router {
  const router = Router();
  const handle =
    (step: (store: Store, providers: RealmProviders, req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response) => {
      const realm = store.realm(String(req.params.realm));
      if (!realm) return void res.status(404).json({ error: "Realm does not exist" });
      try {
        await step(store, providers, req, res);
      } catch (error) {
        if (!(error instanceof BrokerError)) throw error;
        sendRealmSecurityHeaders(res, realm);
        res
          .status(400)
          .type("html")
          .send(renderErrorPage({ realm, error: error.messageKey, detail: error.detail }));
      }
    };
  router.get("/:realm/broker/:alias/login", handle(startLogin));
  router.get("/:realm/broker/:alias/endpoint", handle(finishLogin));
  return router;
}
