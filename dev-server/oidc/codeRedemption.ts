// An authorization code is good for one redemption, as in Keycloak: a failed one (a wrong PKCE verifier, redirect
// URI or client) uses it up too, so that whoever holds a stolen code gets one try. oidc-provider consumes a code
// only once it has issued tokens for it; a code used twice makes it revoke what the code's grant issued.
import type { NextFunction, Request, Response } from "express";
import type { RealmOidc } from "./realmOidc.js";

export function useUpFailedCodes(oidc: RealmOidc, req: Request, res: Response, next: NextFunction): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const code =
    body.grant_type === "authorization_code" && typeof body.code === "string"
      ? oidc.storage.get("AuthorizationCode", body.code)
      : undefined;
  if (code) {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    // before the answer leaves: a retry sent the moment it arrives finds the code used
    res.end = ((...args: unknown[]) => {
      if (res.statusCode >= 400) code.consumed ??= Math.floor(Date.now() / 1000);
      return end(...args);
    }) as Response["end"];
  }
  next();
}
