import { InMemoryWebStorage, UserManager, WebStorageStateStore, type UserManagerSettings } from "oidc-client-ts";
import type { Environment } from "@/lib/env";

/** Where the server sends the browser back to: the console's page, without query or fragment. */
export function consolePageUrl(location: Pick<Location, "origin" | "pathname"> = window.location): string {
  return location.origin + location.pathname;
}

/**
 * Keycloak's endpoints follow from the realm's URL, as its own adapter derives them: no discovery request stands
 * between the page and the sign-in.
 */
export function keycloakMetadata(authority: string) {
  const oidc = `${authority}/protocol/openid-connect`;
  return {
    issuer: authority,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    end_session_endpoint: `${oidc}/logout`,
    userinfo_endpoint: `${oidc}/userinfo`,
    revocation_endpoint: `${oidc}/revoke`,
    jwks_uri: `${oidc}/certs`,
  };
}

export function oidcSettings(env: Environment, location: Pick<Location, "origin" | "pathname"> = window.location) {
  const pageUrl = consolePageUrl(location);
  const authority = `${env.adminBaseUrl}/realms/${encodeURIComponent(env.realm)}`;
  return {
    authority,
    metadata: keycloakMetadata(authority),
    client_id: env.clientId,
    redirect_uri: pageUrl,
    // the console page answers a silent sign-in itself (lib/auth/silentCallback.ts): Keycloak registers only it
    silent_redirect_uri: pageUrl,
    // a server that cannot answer in a frame is given up on quickly, for the login page
    silentRequestTimeoutInSeconds: 5,
    post_logout_redirect_uri: pageUrl,
    response_type: "code",
    // Hash routing owns the fragment, so the server answers in the query (PKCE S256 is oidc-client-ts' default).
    response_mode: "query",
    scope: "openid",
    // Tokens stay in memory. Only the PKCE verifier and state go to sessionStorage: they must outlive the
    // redirect to the login page, and they hold no tokens.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: "oidc." }),
    // lib/auth/token.ts refreshes on demand, one refresh at a time
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  } satisfies UserManagerSettings;
}

export function createUserManager(env: Environment): UserManager {
  return new UserManager(oidcSettings(env));
}
