// The OpenID Connect dynamic registration format (RFC 7591 client metadata) to and from Keycloak's client, for the
// fields this server honours, as Keycloak's DescriptionConverter maps them.
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

export type OidcClientMetadata = {
  client_id?: string;
  client_name?: string;
  client_uri?: string;
  redirect_uris?: string[];
  grant_types?: string[];
  response_types?: string[];
  token_endpoint_auth_method?: string;
};

const DEFAULT_GRANT_TYPES = ["authorization_code", "refresh_token"];

export function clientFromMetadata(metadata: OidcClientMetadata, clientId: string): ClientRepresentation {
  const grants = metadata.grant_types ?? DEFAULT_GRANT_TYPES;
  return {
    clientId,
    name: metadata.client_name,
    baseUrl: metadata.client_uri,
    redirectUris: metadata.redirect_uris ?? [],
    publicClient: metadata.token_endpoint_auth_method === "none",
    standardFlowEnabled: grants.includes("authorization_code"),
    implicitFlowEnabled: grants.includes("implicit"),
    serviceAccountsEnabled: grants.includes("client_credentials"),
    directAccessGrantsEnabled: grants.includes("password"),
  };
}

function grantTypes(client: ClientRepresentation): string[] {
  return [
    ...(client.standardFlowEnabled ? ["authorization_code"] : []),
    ...(client.implicitFlowEnabled ? ["implicit"] : []),
    ...(client.serviceAccountsEnabled ? ["client_credentials"] : []),
    "refresh_token",
  ];
}

export function metadataOfClient(
  client: ClientRepresentation,
  registration: { registrationAccessToken?: string; registrationClientUri: string; issuedAt?: number },
) {
  return {
    client_id: client.clientId,
    ...(client.publicClient ? {} : { client_secret: client.secret, client_secret_expires_at: 0 }),
    // only the registration's answer says when the client was issued
    ...(registration.issuedAt === undefined ? {} : { client_id_issued_at: registration.issuedAt }),
    client_name: client.name,
    client_uri: client.baseUrl,
    redirect_uris: client.redirectUris ?? [],
    grant_types: grantTypes(client),
    response_types: ["code", "none"],
    token_endpoint_auth_method: client.publicClient ? "none" : "client_secret_basic",
    registration_client_uri: registration.registrationClientUri,
    // only a caller holding the registration access token gets it back
    ...(registration.registrationAccessToken === undefined
      ? {}
      : { registration_access_token: registration.registrationAccessToken }),
  };
}
