// The two consoles `npm run bench:keycloak` puts side by side on one Keycloak: Keycloak's own (keycloak.v2) at
// /admin/master/console/, and this one installed as the admin theme of a realm of the bench's own, each signed in by
// an admin of its realm and usable once its navigation and dashboard heading show.
import type { Page } from "@playwright/test";

export type BenchConsole = {
  name: "Keycloak's own" | "this console";
  url: string;
  admin: { username: string; password: string };
  /** the console's own files (its page, scripts and styles), for the bytes it takes to its dashboard */
  ownsFile(url: URL): boolean;
  ready(page: Page): Promise<void>;
};

/** Fills in Keycloak's login page. */
export async function signInOnKeycloak(page: Page, { username, password }: BenchConsole["admin"]) {
  await page.getByLabel("Username or email").fill(username);
  const passwordField = page.getByLabel("Password", { exact: true });
  if (!(await passwordField.isVisible())) await page.getByRole("button", { name: "Sign In" }).click();
  await passwordField.fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export function keycloaksOwn(keycloakUrl: string): BenchConsole {
  return {
    name: "Keycloak's own",
    url: `${keycloakUrl}/admin/master/console/`,
    admin: { username: "admin", password: "admin" },
    ownsFile: (url) =>
      url.pathname.startsWith("/admin/master/console/") || url.pathname.includes("/admin/keycloak.v2/"),
    ready: async (page) => {
      await page.getByRole("navigation").first().waitFor({ timeout: 60_000 });
      await page
        .getByRole("heading", { name: /welcome/i })
        .first()
        .waitFor({ timeout: 60_000 });
    },
  };
}

export function thisConsole(keycloakUrl: string, realm: string, admin: BenchConsole["admin"]): BenchConsole {
  return {
    name: "this console",
    url: `${keycloakUrl}/admin/${realm}/console/`,
    admin,
    ownsFile: (url) =>
      url.pathname.startsWith(`/admin/${realm}/console/`) || url.pathname.includes("/admin/identity-admin-console/"),
    ready: async (page) => {
      await page.getByRole("navigation").first().waitFor({ timeout: 60_000 });
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });
    },
  };
}
