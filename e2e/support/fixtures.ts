// Shared e2e steps: signing in through the dev server's login page, and an admin client that checks what the
// server holds after the browser did its work.
import KcAdminClient from "@keycloak/keycloak-admin-client";
import { test as base, expect, type Page } from "@playwright/test";
import { consoleUrl, E2E_BASE_URL } from "./server";

export type Credentials = { username: string; password: string };
export const ADMIN: Credentials = { username: "admin", password: "admin" };

/** Opens the console of `loginRealm` at `hash` (e.g. "/acme/users") and signs in on the login page. */
export async function signIn(
  page: Page,
  { loginRealm = "master", hash = "", user = ADMIN } = {} as {
    loginRealm?: string;
    hash?: string;
    user?: Credentials;
  },
) {
  await page.goto(`${consoleUrl(loginRealm)}${hash ? `#${hash}` : ""}`);
  await page.getByLabel("Username or email").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: /choose another realm/ })).toBeVisible();
}

export async function adminClient(): Promise<KcAdminClient> {
  const client = new KcAdminClient({ baseUrl: E2E_BASE_URL, realmName: "master" });
  await client.auth({
    grantType: "password",
    clientId: "admin-cli",
    username: ADMIN.username,
    password: ADMIN.password,
  });
  return client;
}

export const test = base.extend<{ admin: KcAdminClient }>({
  admin: async ({}, use) => {
    await use(await adminClient());
  },
});
export { expect };
