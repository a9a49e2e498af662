// The console installed as Keycloak's admin theme (`npm run build:theme`'s folder copied into Keycloak's themes/):
// a realm's admin theme set to it, Keycloak serves it at /admin/{realm}/console/ with the environment block filled
// and the realm's own headers; a realm admin signs in on Keycloak's login page, every area of the sidebar opens, the
// texts are Keycloak's (its bundle, its {{x}} placeholders, a realm override, another language), and the browser
// reports no Content-Security-Policy violation and no other error.
import type { Page } from "@playwright/test";
import { installConsoleTheme } from "../../scripts/keycloak/theme";
import { collectPageProblems } from "./support/pageProblems";
import { endAdminSession, keycloakAdmin, KEYCLOAK_THEMES_DIR, KEYCLOAK_URL } from "./support/keycloak";
import { unique } from "../support/unique";
import { expect, fillLoginPage, signedIn, test } from "./support/fixtures";

const REALM = "acme";
// an admin of the spec's own: the seed's realm admin signs in in Arabic
const REALM_ADMIN = { username: unique("kc-theme-admin"), password: "Theme-admin-1" };
const CONSOLE = `${KEYCLOAK_URL}/admin/${REALM}/console/`;
const OVERRIDE = { key: "realmNameTitle", value: "{{name}}, served by Keycloak" };

test.skip(!KEYCLOAK_THEMES_DIR, "KEYCLOAK_THEMES_DIR does not name the Keycloak's themes folder to install into");

test.beforeAll(async () => {
  const theme = installConsoleTheme(KEYCLOAK_THEMES_DIR!);
  const admin = await keycloakAdmin();
  await admin.realms.update({ realm: REALM }, { adminTheme: theme });
  await admin.realms.addLocalization({ realm: REALM, selectedLocale: "en", key: OVERRIDE.key }, OVERRIDE.value);
  const { id } = await admin.users.create({
    realm: REALM,
    username: REALM_ADMIN.username,
    email: `${REALM_ADMIN.username}@acme.example`,
    firstName: "Theme",
    lastName: "Admin",
    enabled: true,
    credentials: [{ type: "password", value: REALM_ADMIN.password, temporary: false }],
  });
  const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
  const realmAdmin = await admin.clients.findRole({ realm: REALM, id: management.id!, roleName: "realm-admin" });
  await admin.users.addClientRoleMappings({
    realm: REALM,
    id,
    clientUniqueId: management.id!,
    roles: [{ id: realmAdmin!.id!, name: "realm-admin" }],
  });
  await endAdminSession(admin);
});
test.afterAll(async () => {
  const admin = await keycloakAdmin();
  await admin.realms.deleteRealmLocalizationTexts({ realm: REALM, selectedLocale: "en", key: OVERRIDE.key });
  await admin.realms.update({ realm: REALM }, { adminTheme: "" });
  const [user] = await admin.users.find({ realm: REALM, username: REALM_ADMIN.username, exact: true });
  await admin.users.del({ realm: REALM, id: user.id! });
  await endAdminSession(admin);
});

/** Signs in through Keycloak's login page; `signedInAs` is the realm selector as the console labels it then. */
async function signInAsRealmAdmin(page: Page, hash = "", signedInAs = signedIn(page)) {
  const served = page.waitForResponse(
    (response) => response.url().startsWith(CONSOLE) && response.request().resourceType() === "document",
  );
  await page.goto(`${CONSOLE}${hash}`);
  await fillLoginPage(page, REALM_ADMIN);
  await expect(signedInAs).toBeVisible();
  return served;
}

test("signed in on Keycloak's login page, every area opens with Keycloak's texts and no error", async ({ page }) => {
  const problems = await collectPageProblems(page);
  const served = await signInAsRealmAdmin(page);

  // Keycloak served the page: its environment block, its realm's headers
  const environment = JSON.parse((await page.locator("#environment").textContent())!);
  expect(environment).toMatchObject({ realm: REALM, adminBaseUrl: KEYCLOAK_URL, clientId: "security-admin-console" });
  expect(environment.resourceUrl).toMatch(/\/resources\/[^/]+\/admin\/identity-admin-console$/);
  expect((await (await served).allHeaders())["content-security-policy"]).toContain("frame-ancestors 'self'");

  // the realm's override, written with Keycloak's {{x}} placeholder, and a text of Keycloak's own bundle
  await expect(page.getByRole("heading", { level: 1, name: `${REALM}, served by Keycloak` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Refer to documentation" })).toBeVisible();

  const areas = page.getByRole("navigation", { name: /^(Manage|Configure)$/ }).getByRole("link");
  const names = (await areas.allInnerTexts()).map((name) => name.trim());
  expect(names.length).toBeGreaterThanOrEqual(12);
  for (const name of names) {
    await areas.filter({ hasText: name }).first().click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(/^(Page not found|Forbidden)/)).toHaveCount(0);
  }
  expect(problems.violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test("another language comes from Keycloak's bundle for it, over the console's own", async ({ page }) => {
  const problems = await collectPageProblems(page);
  const german = page.waitForResponse(`${KEYCLOAK_URL}/resources/${REALM}/admin/de`);
  // the console ships German too: its realm selector says so before Keycloak's bundle is read
  await signInAsRealmAdmin(
    page,
    `#/${REALM}/users?lang=de`,
    page.getByRole("button", { name: /anderen Realm auswählen/ }),
  );
  expect((await german).ok()).toBe(true);
  const navigation = page.getByRole("navigation", { name: "Konfigurieren" });
  // Keycloak's German where it has one ("Benutzerföderierung", the console's own says "Benutzerföderation")
  await expect(navigation.getByRole("link", { name: "Benutzerföderierung" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Verwalten" }).getByRole("link", { name: "Benutzer", exact: true }),
  ).toBeVisible();
  expect(problems.violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});
