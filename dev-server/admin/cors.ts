// CORS for the admin API. Keycloak allows an origin when the web origins of the client the token was issued to
// allow it; a preflight carries no token, so it is answered for any origin some client of some realm allows.
// The console's next dev server (port 3000) is always allowed.
import type { NextFunction, Request, Response } from "express";
import * as jose from "jose";
import type { Store } from "../store/store.js";
import { webOriginAllowed } from "../oidc/keycloakClients.js";

const DEV_ORIGINS = new Set(["http://localhost:3000", "http://127.0.0.1:3000"]);

export function adminCors(store: Store, baseUrl: string) {
  const allowedByRealm = (realmName: string | undefined, origin: string) =>
    (realmName ? [store.realm(realmName)] : store.all()).some(
      (realm) => !!realm && [...realm.clients.values()].some((c) => webOriginAllowed(c, origin, baseUrl)),
    );

  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (!origin) return next();
    const preflight = req.method === "OPTIONS";
    const allowed =
      DEV_ORIGINS.has(origin) ||
      origin === baseUrl ||
      allowedByRealm(preflight ? undefined : tokenRealm(req, baseUrl), origin);
    if (allowed) {
      res.set({
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Expose-Headers": "Location, Content-Disposition",
        Vary: "Origin",
      });
    }
    if (!preflight) return next();
    if (allowed) {
      res.set({
        "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS",
        "Access-Control-Allow-Headers": req.get("access-control-request-headers") ?? "Authorization, Content-Type",
        "Access-Control-Max-Age": "3600",
      });
    }
    res.status(200).end();
  };
}

/** the realm that issued the request's bearer token, read without verifying it (auth verifies it next) */
function tokenRealm(req: Request, baseUrl: string): string | undefined {
  const token = /^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1];
  if (!token) return undefined;
  try {
    const { iss } = jose.decodeJwt(token);
    const prefix = `${baseUrl}/realms/`;
    return typeof iss === "string" && iss.startsWith(prefix) ? decodeURIComponent(iss.slice(prefix.length)) : undefined;
  } catch {
    return undefined;
  }
}
