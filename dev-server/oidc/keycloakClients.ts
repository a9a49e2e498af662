// Keycloak's client semantics that oidc-provider does not share: redirect URIs with a trailing "*" wildcard
// (redirectMatching.ts), relative URIs resolved against the client's rootUrl (which may say ${authBaseUrl} /
// ${authAdminUrl}), and webOrigins where "+" means "the origins of the redirect URIs" and "*" means any origin.
import { usesScriptScheme } from "../realm/clientUrls.js";
import { acceptableRedirectUri, redirectUriMatches } from "./redirectMatching.js";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

export type KeycloakClient = ClientRepresentation & { id: string; clientId: string };

export function resolveClientUri(uri: string, client: ClientRepresentation, baseUrl: string): string {
  if (!uri.startsWith("/")) return uri;
  const root = (client.rootUrl ?? "").replace("${authBaseUrl}", baseUrl).replace("${authAdminUrl}", baseUrl);
  return `${root.replace(/\/$/, "")}${uri}`;
}

export function redirectUriAllowed(client: ClientRepresentation, value: string, baseUrl: string): boolean {
  // whatever a client (imported, say) registers, the browser is never sent to a script
  if (usesScriptScheme(value) || !acceptableRedirectUri(value)) return false;
  return (client.redirectUris ?? []).some((pattern) =>
    redirectUriMatches(resolveClientUri(pattern, client, baseUrl), value),
  );
}

export function postLogoutRedirectUriAllowed(client: ClientRepresentation, value: string, baseUrl: string): boolean {
  const setting = client.attributes?.["post.logout.redirect.uris"];
  if (!setting) return false;
  return setting
    .split("##")
    .some((pattern: string) =>
      pattern === "+"
        ? redirectUriAllowed(client, value, baseUrl)
        : redirectUriAllowed({ ...client, redirectUris: [pattern] }, value, baseUrl),
    );
}

/** the origins a client's webOrigins allow; "*" when any origin is allowed */
export function allowedOrigins(client: ClientRepresentation, baseUrl: string): Set<string> {
  const origins = new Set<string>();
  for (const entry of client.webOrigins ?? []) {
    if (entry === "*") origins.add("*");
    else if (entry === "+") {
      for (const uri of client.redirectUris ?? []) {
        const origin = URL.parse(resolveClientUri(uri, client, baseUrl).replace(/\*$/, ""))?.origin;
        if (origin && origin !== "null") origins.add(origin);
      }
    } else origins.add(entry.replace(/\/$/, ""));
  }
  return origins;
}

export function webOriginAllowed(client: ClientRepresentation, origin: string, baseUrl: string): boolean {
  const origins = allowedOrigins(client, baseUrl);
  return origins.has("*") || origins.has(origin);
}

/** oidc-provider client metadata for a Keycloak client */
export function toOidcClientMetadata(
  client: ClientRepresentation & { clientId: string },
  baseUrl: string,
): Record<string, unknown> {
  const redirectUris = (client.redirectUris ?? [])
    .map((uri) => resolveClientUri(uri, client, baseUrl).replace(/\*$/, ""))
    .filter((uri) => URL.canParse(uri));
  // Keycloak keeps such a client usable for its other grants; oidc-provider refuses a code client with no redirect URI
  const codeFlow = client.standardFlowEnabled !== false && redirectUris.length > 0;
  const grantTypes = new Set<string>();
  if (codeFlow) grantTypes.add("authorization_code").add("refresh_token");
  if (client.directAccessGrantsEnabled) grantTypes.add("password").add("refresh_token");
  if (client.serviceAccountsEnabled) grantTypes.add("client_credentials");
  return {
    client_id: client.clientId,
    ...(client.publicClient
      ? { token_endpoint_auth_method: "none" }
      : { client_secret: client.secret ?? "", token_endpoint_auth_method: "client_secret_basic" }),
    grant_types: [...grantTypes],
    response_types: codeFlow ? ["code"] : [],
    redirect_uris: redirectUris,
    post_logout_redirect_uris: [],
  };
}
