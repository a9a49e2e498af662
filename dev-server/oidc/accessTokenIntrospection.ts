// Introspection of access tokens, as Keycloak answers it: oidc-provider refuses to introspect the JWT access tokens it
// issues, so a confidential client's request about one is answered here with the claims of the mappers marked for
// introspection, the token's own fields, and client_id, username, token_type and active. Other tokens (refresh
// tokens) and requests without valid client credentials go on to the provider.
import type { NextFunction, Request, Response } from "express";
import type { RealmData } from "../store/model.js";
import type { RealmProviders } from "./registry.js";
import type { RealmOidc } from "./realmOidc.js";
import { accessTokenPayload } from "./accessTokenPayload.js";
import { mappedClaims } from "./mappedClaims.js";
import { authenticatedClient } from "./clientAuthentication.js";

export async function introspectAccessToken(
  oidc: RealmOidc,
  realm: RealmData,
  providers: RealmProviders,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  const token = (req.body as Record<string, unknown> | undefined)?.token;
  // a JWT has two dots; unwrapped refresh tokens are opaque
  if (typeof token !== "string" || token.split(".").length !== 3 || !authenticatedClient(realm, req)) {
    next();
    return;
  }
  const verified = await providers.verifyBearer(token);
  const payload = verified?.realmName === oidc.realmName ? verified.payload : undefined;
  const sid = typeof payload?.sid === "string" ? payload.sid : undefined;
  const accountId = sid ? oidc.storage.sessionByUid(sid)?.[1].accountId : payload?.sub;
  const user = typeof accountId === "string" ? realm.users.get(accountId) : undefined;
  const client = [...realm.clients.values()].find((c) => c.clientId === payload?.azp);
  if (!payload || !user?.enabled || !client) {
    res.json({ active: false });
    return;
  }
  const mapped = mappedClaims(realm, providers.baseUrl, "introspection", {
    client,
    user,
    scope: typeof payload.scope === "string" ? payload.scope : undefined,
    authTime: typeof payload.auth_time === "number" ? payload.auth_time : undefined,
  });
  const { exp, iat, jti, iss } = payload;
  res.json({
    ...accessTokenPayload(
      { exp, iat, jti, iss, clientId: client.clientId, sessionId: sid, fallbackAudience: "account" },
      mapped,
    ),
    client_id: client.clientId,
    username: user.username,
    token_type: "Bearer",
    active: true,
  });
}
