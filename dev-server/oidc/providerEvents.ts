// What the dev server records from oidc-provider's events: sessions' client, IP and start, login events, sign-outs.
import Provider, { type KoaContextWithOIDC } from "oidc-provider";
import { randomUUID } from "node:crypto";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { recordLoginEvent } from "./loginEvents.js";
import type { SessionMeta } from "./realmOidc.js";

/** what is kept of a browser's User-Agent header: enough to name the browser, not whatever a client sends */
const MAX_USER_AGENT = 512;

export function observeEvents(
  provider: Provider,
  store: Store,
  realm: RealmData,
  sessionMeta: Map<string, SessionMeta>,
): void {
  // Keycloak answers the authorization request with session_state (oidc-client-ts' querySessionStatus reads it);
  // this event receives the very object that is serialized next
  provider.on("authorization.success", (ctx: KoaContextWithOIDC, out?: Record<string, unknown>) => {
    const session = ctx.oidc.session;
    if (!session?.accountId) return;
    if (out) out.session_state = session.uid;
    const isNew = !sessionMeta.has(session.uid);
    if (isNew)
      sessionMeta.set(session.uid, {
        ipAddress: ctx.ip,
        userAgent: String(ctx.get("user-agent")).slice(0, MAX_USER_AGENT),
        lastAccess: Date.now(),
        rememberMe: false,
      });
    else sessionMeta.get(session.uid)!.lastAccess = Date.now();
    recordLoginEvent(store, realm, {
      type: "LOGIN",
      clientId: ctx.oidc.client?.clientId,
      userId: session.accountId,
      sessionId: session.uid,
      ipAddress: ctx.ip,
      details: {
        auth_method: "openid-connect",
        auth_type: "code",
        response_type: ctx.oidc.params?.response_type,
        redirect_uri: ctx.oidc.params?.redirect_uri,
        consent: "no_consent_required",
        code_id: session.uid,
        username: realm.users.get(session.accountId)?.username,
        ...(isNew ? {} : { response_mode: ctx.oidc.params?.response_mode }),
      },
    });
  });
  provider.on("grant.success", (ctx: KoaContextWithOIDC) => {
    const grantType = ctx.oidc.params?.grant_type as string;
    const type =
      grantType === "authorization_code"
        ? "CODE_TO_TOKEN"
        : grantType === "refresh_token"
          ? "REFRESH_TOKEN"
          : grantType === "client_credentials"
            ? "CLIENT_LOGIN"
            : undefined;
    if (!type) return;
    const token =
      ctx.oidc.entities.RefreshToken ?? ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.AccessToken;
    const sessionId = token?.sessionUid as string | undefined;
    if (sessionId && sessionMeta.has(sessionId)) sessionMeta.get(sessionId)!.lastAccess = Date.now();
    recordLoginEvent(store, realm, {
      type,
      clientId: ctx.oidc.client?.clientId,
      userId: token?.accountId,
      sessionId,
      ipAddress: ctx.ip,
      details: { grant_type: grantType, token_id: randomUUID(), scope: token?.scope },
    });
  });
  provider.on("grant.error", (ctx: KoaContextWithOIDC, error: { error?: string }) => {
    const grantType = ctx.oidc?.params?.grant_type as string | undefined;
    const type =
      grantType === "authorization_code"
        ? "CODE_TO_TOKEN_ERROR"
        : grantType === "refresh_token"
          ? "REFRESH_TOKEN_ERROR"
          : undefined;
    if (!type) return;
    recordLoginEvent(store, realm, {
      type,
      clientId: ctx.oidc?.client?.clientId,
      ipAddress: ctx.ip,
      error: error.error ?? "invalid_grant",
      details: { grant_type: grantType },
    });
  });
  provider.on("end_session.success", (ctx: KoaContextWithOIDC) => {
    const session = ctx.oidc.session;
    if (!session?.accountId) return;
    sessionMeta.delete(session.uid);
    recordLoginEvent(store, realm, {
      type: "LOGOUT",
      clientId: ctx.oidc.client?.clientId,
      userId: session.accountId,
      sessionId: session.uid,
      ipAddress: ctx.ip,
      details: { redirect_uri: ctx.oidc.params?.post_logout_redirect_uri },
    });
  });
}
