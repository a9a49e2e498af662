// Who may read, update or delete a registered client at the registration endpoint, as Keycloak's
// ClientRegistrationAuth decides: the client's current registration access token, or an admin's bearer token
// (view-clients or manage-clients to read, manage-clients to change). An initial access token only registers.
import type { Request } from "express";
import type { RealmData } from "../../store/model.js";
import type { CoreContext } from "../core/coreContext.js";
import type { ClientRecord } from "../resources/lib/lookups.js";
import { INITIAL_ACCESS_TOKEN_TYPE, REGISTRATION_ACCESS_TOKEN_TYPE } from "../../realm/initialAccess.js";
import { registrationWebOrigins, type RegistrationAuth } from "../../realm/registrationPolicies.js";
import { bearerCaller, invalidToken, refused, tokenType, type RegistrationError } from "./registrationAuth.js";
import { verifyRegistrationAccessToken, type RegistrationAccessClaims } from "./registrationAccessToken.js";

export type ClientAction = "view" | "update";

/** The caller's kind, the origins it may call from, and its registration access token when it used one. */
export type ClientCaller = { auth: RegistrationAuth; origins: string[]; registrationToken?: RegistrationAccessClaims };

const NOT_AUTHORIZED: Record<ClientAction, string> = {
  view: "Not authorized to view client. Not valid token or client credentials provided.",
  update: "Not authorized to update client. Maybe missing token or bad token type.",
};

const ADMIN_ROLES: Record<ClientAction, string[]> = {
  view: ["manage-clients", "view-clients"],
  update: ["manage-clients"],
};

const clientNotFound: RegistrationError = {
  status: 404,
  error: "invalid_request",
  error_description: "Client not found",
};

/** A client of another protocol than the endpoint's (a SAML client at openid-connect) is Keycloak's 400. */
function protocolError(provider: string, client: ClientRecord): RegistrationError | undefined {
  if (provider !== "openid-connect" || (client.protocol ?? "openid-connect") === "openid-connect") return undefined;
  return { status: 400, error: "invalid_client", error_description: "Wrong client protocol." };
}

export async function registeredClientCaller(
  ctx: CoreContext,
  realm: RealmData,
  req: Request,
  provider: string,
  client: ClientRecord | undefined,
  action: ClientAction,
): Promise<ClientCaller | RegistrationError> {
  const [scheme, token] = (req.get("authorization") ?? "").split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token) return invalidToken(NOT_AUTHORIZED[action]);
  const type = tokenType(token);
  if (type === "Bearer") {
    const caller = await bearerCaller(ctx, realm, token);
    if ("error" in caller) return caller;
    if (!ADMIN_ROLES[action].some((role) => caller.roles.has(role))) return refused("Forbidden");
    if (!client) return clientNotFound;
    return { auth: "authenticated", origins: [...caller.origins, ...registrationWebOrigins(realm, "authenticated")] };
  }
  if (type === REGISTRATION_ACCESS_TOKEN_TYPE) {
    const claims = await verifyRegistrationAccessToken(ctx, realm, token);
    if (!claims) return invalidToken("Failed decode token");
    if (!client?.registrationAccessToken || client.registrationAccessToken !== claims.jti)
      return invalidToken(NOT_AUTHORIZED[action]);
    const wrongProtocol = protocolError(provider, client);
    if (wrongProtocol) return wrongProtocol;
    return {
      auth: claims.auth,
      origins: [...claims.allowedOrigins, ...registrationWebOrigins(realm, claims.auth)],
      registrationToken: claims,
    };
  }
  if (type === INITIAL_ACCESS_TOKEN_TYPE && action === "view") return invalidToken("Not initial access token allowed");
  if (type === INITIAL_ACCESS_TOKEN_TYPE) return invalidToken(NOT_AUTHORIZED[action]);
  return invalidToken(type === undefined ? "Failed decode token" : "Invalid type of token");
}
