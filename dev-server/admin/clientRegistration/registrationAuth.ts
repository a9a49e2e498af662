// Who registers a client, as Keycloak's ClientRegistrationAuth decides: nobody (anonymous), an initial access token
// with registrations left, or an admin's bearer token holding manage-clients or create-client in the realm. Refusals
// are Keycloak's OAuth errors (401 invalid_token, 403 insufficient_scope).
import type { Request } from "express";
import * as jose from "jose";
import type { RealmData } from "../../store/model.js";
import type { CoreContext } from "../core/coreContext.js";
import { adminRolesOf } from "../auth.js";
import {
  INITIAL_ACCESS_TOKEN_TYPE,
  initialAccess,
  initialAccessExpired,
  verifyRegistrationToken,
  type InitialAccess,
} from "../../realm/initialAccess.js";
import type { RegistrationAuth } from "../../realm/registrationPolicies.js";

export type RegistrationError = { status: 400 | 401 | 403 | 404; error: string; error_description: string };
/** Who registers, and the browser origins their token allows (an admin token's allowed-origins claim). */
export type Registrant = { auth: RegistrationAuth; initialAccess?: InitialAccess; origins: string[] };

export const invalidToken = (description: string): RegistrationError => ({
  status: 401,
  error: "invalid_token",
  error_description: description,
});

/** The registration format's refusal of what the request asks for. */
export const invalidMetadata = (description: string): RegistrationError => ({
  status: 400,
  error: "invalid_client_metadata",
  error_description: description,
});

export const refused = (description: string): RegistrationError => ({
  status: 403,
  error: "insufficient_scope",
  error_description: description,
});

export function tokenType(token: string): unknown {
  try {
    return jose.decodeJwt(token).typ;
  } catch {
    return undefined;
  }
}

async function byInitialAccessToken(realm: RealmData, token: string, issuer: string) {
  const claims = await verifyRegistrationToken(token, issuer);
  if (!claims) return invalidToken("Failed decode token");
  const access = typeof claims.jti === "string" ? initialAccess(realm, claims.jti) : undefined;
  if (!access) return invalidToken("Initial Access Token not found");
  if (access.remainingCount <= 0) return invalidToken("No remaining count on initial access token");
  if (initialAccessExpired(access)) return invalidToken("Expired initial access token");
  return { auth: "authenticated" as const, initialAccess: access, origins: [] };
}

/** The admin roles in the realm of a user's bearer token of the realm, and the origins the token allows. */
export async function bearerCaller(
  ctx: CoreContext,
  realm: RealmData,
  token: string,
): Promise<{ roles: Set<string>; origins: string[] } | RegistrationError> {
  const verified = await ctx.providers.verifyBearer(token);
  const user =
    verified?.realmName === realm.rep.realm && verified.subject !== undefined
      ? realm.users.get(verified.subject)
      : undefined;
  if (!verified || !user?.enabled) return invalidToken("Failed decode token");
  const origins = verified.payload["allowed-origins"];
  return {
    roles: adminRolesOf(ctx.store, verified.realmName, user, verified.payload)(realm.rep.realm),
    origins: Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === "string") : [],
  };
}

async function byBearerToken(ctx: CoreContext, realm: RealmData, token: string) {
  const caller = await bearerCaller(ctx, realm, token);
  if ("error" in caller) return caller;
  if (!caller.roles.has("manage-clients") && !caller.roles.has("create-client")) return refused("Forbidden");
  return { auth: "authenticated" as const, origins: caller.origins };
}

export async function registrant(
  ctx: CoreContext,
  realm: RealmData,
  req: Request,
): Promise<Registrant | RegistrationError> {
  const [scheme, token] = (req.get("authorization") ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer") return { auth: "anonymous", origins: [] };
  if (!token) return invalidToken("Missing token");
  const type = tokenType(token);
  if (type === INITIAL_ACCESS_TOKEN_TYPE)
    return byInitialAccessToken(realm, token, `${ctx.baseUrl}/realms/${realm.rep.realm}`);
  if (type === "Bearer") return byBearerToken(ctx, realm, token);
  return invalidToken(type === undefined ? "Failed decode token" : "Invalid type of token");
}
