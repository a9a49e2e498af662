import KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type { Environment } from "@/lib/env";
import type { AccessTokenGetter } from "@/lib/auth/token";
import { sessionRenewalFor, type SessionRenewal } from "@/lib/auth/sessionRenewal";

/** A resource of the admin client (users, roles, …): an object whose requests are made by its `makeRequest`. */
function isResource(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { makeRequest?: unknown }).makeRequest === "function"
  );
}

/**
 * Every request method of every resource runs under the session renewal: a 401 in the middle of the session renews
 * the token silently and sends the request once more. The request methods are the resources' own function fields
 * (`find = this.makeRequest(…)`); their prototype methods (findOneByName, …) call those, so they are covered too.
 */
function renewOnRefusal(client: KeycloakAdminClient, renewal: SessionRenewal): void {
  for (const resource of Object.values(client)) {
    if (!isResource(resource)) continue;
    for (const [name, method] of Object.entries(resource)) {
      if (typeof method !== "function" || name === "makeRequest" || name === "makeUpdateRequest") continue;
      resource[name] = (...args: unknown[]) => renewal.run(() => method.apply(resource, args));
    }
  }
}

/**
 * The console's one admin client. Every request asks the token provider for a token, so concurrent calls
 * share one refresh instead of racing to set a token on the client.
 */
export function createAdminClient(env: Environment, getAccessToken: AccessTokenGetter): KeycloakAdminClient {
  const client = new KeycloakAdminClient({ baseUrl: env.adminBaseUrl, realmName: env.realm });
  client.registerTokenProvider({ getAccessToken: () => getAccessToken() });
  renewOnRefusal(client, sessionRenewalFor(getAccessToken));
  return client;
}
