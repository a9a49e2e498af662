// Paths of Keycloak's official console that name a screen differently here (lib/router/deepLinks.ts) land on that
// screen, with the URL rewritten; a path that is no screen in either console is still not found.
import { expect, signIn, test } from "./support/fixtures";
import { consoleUrl } from "./support/server";
import { seededAuthorization } from "./support/seededAuthorization";
import { SEEDED, SWEPT_REALM as REALM } from "./support/screens";

test.describe("deep links from the official console", () => {
  test("land on the screen and tab they name", async ({ page, admin }) => {
    const [organization] = await admin.organizations.find({ realm: REALM, search: SEEDED.organization, exact: true });
    const { authzClient } = await seededAuthorization(admin);
    await signIn(page, { hash: `/${REALM}` });
    const open = (hash: string) => page.goto(`${consoleUrl()}#${hash}`);

    await open(`/${REALM}/organizations/${organization.id}/identityProviders`);
    await expect(page.getByRole("tab", { name: "Identity providers", selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/organizations/${organization.id}/identity-providers$`));

    await open(`/${REALM}/clients/${authzClient}/authorization/resource`);
    await expect(page.getByRole("heading", { level: 1, name: "Create resource" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/authorization/resource/new$`));

    await open(`/${REALM}/realm-settings/themes/settings`);
    await expect(page.getByRole("tab", { name: "Themes", selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/realm-settings/themes$`));
  });

  test("a path neither console knows is not found", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/themes/no-such-tab` });
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/themes\/no-such-tab$/);
  });

  test("a realm the server does not have says so and leads to the admin's own realm", async ({ page }) => {
    await signIn(page, { hash: "/no-such-realm/clients" });
    await expect(page.getByRole("heading", { level: 1, name: "Realm not found" })).toBeVisible();
    await expect(page.getByText(/no realm named “no-such-realm”/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to master" }).click();
    await expect(page).toHaveURL(/#\/master$/);
  });
});
