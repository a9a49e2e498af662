// CORS at the registration endpoint, as Keycloak's registration providers answer it: a preflight is allowed for
// any origin (it carries no token to judge), and a request from a browser origin that is not allowed (by the
// caller's token, or the "Allowed Registration Web Origins" policies of its kind) fails with 403 before it acts.
import type { Request, Response } from "express";

const ALLOWED_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
const ALLOWED_HEADERS = [
  "Origin",
  "Accept",
  "X-Requested-With",
  "Content-Type",
  "Access-Control-Request-Method",
  "Access-Control-Request-Headers",
  "Authorization",
  "DPoP",
].join(", ");
const PREFLIGHT_MAX_AGE = "3600";

export function answerPreflight(req: Request, res: Response): void {
  const origin = req.get("origin");
  if (origin)
    res.set({
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Allow-Methods": ALLOWED_METHODS,
      "Access-Control-Allow-Headers": ALLOWED_HEADERS,
      "Access-Control-Max-Age": PREFLIGHT_MAX_AGE,
      Vary: "Origin",
    });
  res.status(200).end();
}

/**
 * Lets the request go on when it has no Origin or an allowed one (answering the CORS headers for it); otherwise
 * answers Keycloak's 403 and says no.
 */
export function originAllowed(req: Request, res: Response, allowed: readonly string[]): boolean {
  const origin = req.get("origin");
  if (!origin) return true;
  if (!allowed.includes(origin) && !allowed.includes("*")) {
    res.status(403).json({ error: "Invalid origin" });
    return false;
  }
  res.set({ "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true", Vary: "Origin" });
  return true;
}
