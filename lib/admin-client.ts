import KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type { Environment } from "@/lib/env";
import type { AccessTokenGetter } from "@/lib/auth/token";

/**
 * The console's one admin client. Every request asks the token provider for a token, so concurrent calls
 * share one refresh instead of racing to set a token on the client.
 */
export function createAdminClient(env: Environment, getAccessToken: AccessTokenGetter): KeycloakAdminClient {
  const client = new KeycloakAdminClient({ baseUrl: env.adminBaseUrl, realmName: env.realm });
  client.registerTokenProvider({ getAccessToken: () => getAccessToken() });
  return client;
}
