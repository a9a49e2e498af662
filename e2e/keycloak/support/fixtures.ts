// The Keycloak specs' steps: the console (served from its CDN origin, signed in to Keycloak's master realm) opened
// through Keycloak's own login page once per worker and user, then with that SSO session; and an admin client of
// Keycloak that checks what it holds after the browser did its work.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { test as base, expect, type Cookie, type Page } from "@playwright/test";
import { endAdminSession, KEYCLOAK_ADMIN, keycloakAdmin } from "./keycloak";

export type Credentials = { username: string; password: string };

/** Where the global set-up serves the console (global-setup.ts). */
export const consoleUrl = () => process.env.KEYCLOAK_CONSOLE_URL ?? "";

const ssoSessions = new Map<string, Cookie[]>();

/**
 * Fills in Keycloak's login page (its keycloak and keycloak.v2 themes name the fields alike). A realm with
 * organizations asks for the username first and for the password on a page of its own.
 */
export async function fillLoginPage(page: Page, { username, password }: Credentials) {
  await page.getByLabel("Username or email").fill(username);
  const passwordField = page.getByLabel("Password", { exact: true });
  if (!(await passwordField.isVisible())) await page.getByRole("button", { name: "Sign In" }).click();
  await passwordField.fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The console's masthead once it runs signed in. */
export const signedIn = (page: Page) => page.getByRole("button", { name: /choose another realm/ });

/**
 * Opens the console at `hash` (e.g. "/acme/users") signed in to master as `user`: through Keycloak's login page the
 * first time in a worker, later with the SSO session that sign-in left, as a returning admin.
 */
export async function signIn(page: Page, { hash = "", user = KEYCLOAK_ADMIN } = {}) {
  const key = JSON.stringify([user.username, user.password]);
  const session = ssoSessions.get(key);
  if (session) await page.context().addCookies(session);
  await page.goto(`${consoleUrl()}${hash ? `#${hash}` : ""}`);
  const username = page.getByLabel("Username or email");
  await expect(signedIn(page).or(username)).toBeVisible();
  if (await username.isVisible()) {
    await fillLoginPage(page, user);
    await expect(signedIn(page)).toBeVisible();
  }
  ssoSessions.set(
    key,
    (await page.context().cookies()).filter((cookie) => cookie.path.startsWith("/realms/master/")),
  );
}

export const test = base.extend<{ admin: KcAdminClient }>({
  admin: async ({}, use) => {
    const client = await keycloakAdmin();
    await use(client);
    await endAdminSession(client);
  },
});
export { expect };
