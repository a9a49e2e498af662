// CORS for the admin API, as Keycloak's AdminRoot answers it: a preflight carries no token, so it is answered for
// any origin; a request from another origin is served only when the web origins of the client its token was issued
// to allow that origin, and refused with 403 before anything is done otherwise. The server's own origin needs no CORS.
import type { NextFunction, Request, Response } from "express";
import type { Store } from "../store/store.js";
import { webOriginAllowed } from "../oidc/keycloakClients.js";
import { findClient } from "../store/realmLookups.js";

const PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Methods": "DELETE, POST, GET, PUT",
  "Access-Control-Allow-Headers":
    "Origin, Accept, X-Requested-With, Content-Type, Access-Control-Request-Method, Access-Control-Request-Headers, DPoP, Authorization",
  "Access-Control-Allow-Credentials": "true",
  "Access-Control-Max-Age": "3600",
};

/** answers every preflight; runs before authentication */
export function adminPreflight(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get("origin");
  if (req.method !== "OPTIONS" || !origin) return next();
  res
    .set({ "Access-Control-Allow-Origin": origin, Vary: "Origin", ...PREFLIGHT_HEADERS })
    .status(200)
    .end();
}

/** serves another origin only as the token's client allows; runs after authentication set req.auth */
export function adminOrigin(store: Store, baseUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (!origin || origin === baseUrl) return next();
    const azp = req.auth?.token.azp;
    const home = req.auth && store.realm(req.auth.realm);
    const client = home && typeof azp === "string" ? findClient(home, azp) : undefined;
    if (!client || !webOriginAllowed(client, origin, baseUrl)) {
      res.status(403).json({ error: "Invalid origin" });
      return;
    }
    res.set({
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Expose-Headers": "Location, Content-Disposition",
      Vary: "Origin",
    });
    next();
  };
}

/** Keycloak's @NoCache on the admin resources: nothing the admin API answers is kept by a browser or a proxy */
export function noCache(_req: Request, res: Response, next: NextFunction): void {
  res.set("Cache-Control", "no-cache");
  next();
}
