// Keycloak refuses an authorization or token request whose scope parameter names a value the client has no client
// scope for ("openid" aside) with invalid_scope; oidc-provider would drop such values silently. The check runs before
// the provider sees the request: the token endpoint answers 400, the authorization endpoint redirects the error back
// to the client once its redirect URI is known to be the client's.
import type { NextFunction, Request, Response } from "express";
import type { RealmData } from "../store/model.js";
import { appliedClientScopes } from "../realm/tokenMappers/appliedClientScopes.js";
import { redirectUriAllowed, type KeycloakClient } from "./keycloakClients.js";

/** the grants whose scope parameter Keycloak checks against the client's scopes */
const CHECKED_GRANTS = new Set(["password", "client_credentials"]);

function unknownScope(realm: RealmData, clientId: unknown, scope: unknown): KeycloakClient | undefined {
  if (typeof clientId !== "string" || typeof scope !== "string") return undefined;
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  return client && appliedClientScopes(realm, client, scope).unknown.length ? client : undefined;
}

export function basicAuthClientId(req: Request): string | undefined {
  const credentials = /^Basic (.+)$/i.exec(req.get("authorization") ?? "")?.[1];
  if (!credentials) return undefined;
  const user = Buffer.from(credentials, "base64").toString().split(":")[0];
  try {
    return decodeURIComponent(user.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

export function refuseUnknownTokenScopes(realm: RealmData, req: Request, res: Response, next: NextFunction): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const clientId = body.client_id ?? basicAuthClientId(req);
  if (CHECKED_GRANTS.has(String(body.grant_type)) && unknownScope(realm, clientId, body.scope)) {
    res.status(400).json({ error: "invalid_scope", error_description: `Invalid scopes: ${String(body.scope)}` });
    return;
  }
  next();
}

export function refuseUnknownAuthorizationScopes(
  realm: RealmData,
  baseUrl: string,
  issuer: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const { client_id: clientId, scope, redirect_uri: redirectUri, state, response_mode: mode } = req.query;
  const client = unknownScope(realm, clientId, scope);
  if (!client || typeof redirectUri !== "string" || !redirectUriAllowed(client, redirectUri, baseUrl)) {
    next();
    return;
  }
  const params = new URLSearchParams({ error: "invalid_scope", error_description: `Invalid scopes: ${String(scope)}` });
  if (typeof state === "string") params.set("state", state);
  params.set("iss", issuer);
  const target = new URL(redirectUri);
  if (mode === "fragment") target.hash = params.toString();
  else for (const [key, value] of params) target.searchParams.append(key, value);
  res.redirect(302, target.href);
}
