// Keycloak's own login pages, as a realm's users meet them: the login page of the realm's account console (to see
// what the realm settings change there), and a whole sign-in into a test application of the realm, which ends on
// the application's callback with an authorization code.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, type Page } from "@playwright/test";
import { KEYCLOAK_URL } from "./keycloak";

const APP = "https://app.example";
const CALLBACK = `${APP}/callback`;
export const APP_CLIENT = "e2e-app";

const authorizationUrl = (realm: string, params: Record<string, string>) =>
  `${KEYCLOAK_URL}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/auth?${new URLSearchParams({
    response_type: "code",
    scope: "openid",
    ...params,
  })}`;

/** The account console's login page (PKCE is required; the challenge is never redeemed). */
export function loginPageUrl(realm: string): string {
  return authorizationUrl(realm, {
    client_id: "account-console",
    redirect_uri: `${KEYCLOAK_URL}/realms/${encodeURIComponent(realm)}/account/`,
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  });
}

/** Registers the test application in `realm`: a public client whose sign-ins come back to its callback. */
export async function registerApp(admin: KcAdminClient, realm: string) {
  await admin.clients.create({
    realm,
    clientId: APP_CLIENT,
    publicClient: true,
    standardFlowEnabled: true,
    redirectUris: [`${APP}/*`],
  });
}

// The application has no server: Keycloak's redirect to its callback, the browser's request for it, is what the tests
// look at (a route cannot answer a redirected request in every Chromium build, headless shell among them).
const callbacks = new WeakMap<Page, string[]>();

/** Opens the application's sign-in on Keycloak in `page`, noting every request for the application's callback. */
export async function openAppSignIn(page: Page, realm: string) {
  const requested: string[] = [];
  callbacks.set(page, requested);
  page.on("request", (request) => {
    if (request.url().startsWith(CALLBACK)) requested.push(request.url());
  });
  await page.goto(authorizationUrl(realm, { client_id: APP_CLIENT, redirect_uri: CALLBACK }));
}

/** Keycloak sent the user back to the application with a code: the sign-in succeeded. */
export async function expectSignedInToApp(page: Page) {
  await expect.poll(() => (callbacks.get(page) ?? []).some((url) => new URL(url).searchParams.get("code"))).toBe(true);
}
