// Tokens straight from Keycloak's token endpoint: a user's session opened without a browser, and the claims a
// client's token carries.
import { expect } from "@playwright/test";
import { KEYCLOAK_URL } from "./keycloak";

type Grant = {
  realm: string;
  clientId: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  /** optional client scopes asked for besides openid */
  scope?: string;
};

/** A password grant when a user is given, else a client-credentials grant; returns the token endpoint's answer. */
export async function tokenOf({ realm, clientId, clientSecret, username, password, scope }: Grant) {
  const response = await fetch(`${KEYCLOAK_URL}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: username ? "password" : "client_credentials",
      client_id: clientId,
      scope: scope ? `openid ${scope}` : "openid",
      ...(clientSecret ? { client_secret: clientSecret } : {}),
      ...(username ? { username, password: password ?? "" } : {}),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { access_token: string; id_token?: string; refresh_token?: string };
}

/** The claims of a JWT, unverified: the token came straight from Keycloak. */
export const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
