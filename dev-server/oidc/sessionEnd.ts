// Ending a login session where Keycloak ends it and oidc-provider would not. oidc-provider's logout ends only the
// session of the browser's cookie; Keycloak also ends the session a refresh token posted to the logout endpoint
// belongs to (its older, non-browser logout) and the one an id_token_hint names, cookie or not.
import type { NextFunction, Request, Response } from "express";
import type { AdapterPayload } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { RealmOidc } from "./realmOidc.js";
import { callingClient } from "./clientAuthentication.js";
import { findClient } from "../store/realmLookups.js";
import { postLogoutRedirectUriAllowed } from "./keycloakClients.js";

/** the session's grants (and so its tokens) go with it */
export function endSession(oidc: RealmOidc, id: string, payload: AdapterPayload): void {
  for (const { grantId } of Object.values(payload.authorizations ?? {})) if (grantId) oidc.storage.revokeGrant(grantId);
  oidc.storage.delete("Session", id);
  if (typeof payload.uid === "string") oidc.sessionMeta.delete(payload.uid);
}

function endSessionByUid(oidc: RealmOidc, uid: unknown, accountId: unknown): void {
  const session = typeof uid === "string" ? oidc.storage.sessionByUid(uid) : undefined;
  if (session && session[1].accountId === accountId) endSession(oidc, ...session);
}

const invalidRefreshToken = (res: Response) =>
  void res.status(400).json({ error: "invalid_grant", error_description: "Invalid refresh token" });

/**
 * POST logout with a refresh token (already unwrapped): its session ends, 204. The token must be the calling
 * client's; a form without a refresh token is a browser's logout and goes on to the provider.
 */
export function refreshTokenLogout(oidc: RealmOidc, realm: RealmData, req: Request, res: Response, next: NextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (typeof body.refresh_token !== "string") return next();
  const client = callingClient(realm, req);
  if (!client)
    return void res
      .status(401)
      .json({ error: "unauthorized_client", error_description: "Invalid client or Invalid client credentials" });
  const token = oidc.storage.get("RefreshToken", body.refresh_token);
  if (!token || token.consumed || token.clientId !== client.clientId) return invalidRefreshToken(res);
  endSessionByUid(oidc, token.sessionUid, token.accountId);
  if (typeof token.grantId === "string") oidc.storage.revokeGrant(token.grantId);
  res.status(204).end();
}

const SESSION_COOKIE = /(?:^|;\s*)_session=/;

/**
 * A logout naming its session by id_token_hint ends that session. Without the browser's session cookie there is
 * nothing for the provider to confirm, so the answer is Keycloak's: straight to the post-logout redirect URI.
 */
export async function idTokenHintLogout(
  oidc: RealmOidc,
  realm: RealmData,
  baseUrl: string,
  req: Request,
  res: Response,
  next: NextFunction,
) {
  const params = { ...req.query, ...((req.body ?? {}) as Record<string, unknown>) };
  const hint = params.id_token_hint;
  const claims = typeof hint === "string" ? await oidc.verifyAccessToken(hint).catch(() => undefined) : undefined;
  const clientId = claims?.azp ?? claims?.aud;
  const client = typeof clientId === "string" ? findClient(realm, clientId) : undefined;
  if (!claims || !client) return next();
  const redirect = typeof params.post_logout_redirect_uri === "string" ? params.post_logout_redirect_uri : undefined;
  if (redirect && !postLogoutRedirectUriAllowed(client, redirect, baseUrl)) return next();
  endSessionByUid(oidc, claims.sid, claims.sub);
  if (SESSION_COOKIE.test(req.get("cookie") ?? "") || !redirect) return next();
  const target = new URL(redirect);
  if (typeof params.state === "string") target.searchParams.set("state", params.state);
  res.redirect(302, target.href);
}
