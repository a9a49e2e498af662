import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("identity providers", () => {
  test("lists the seed's providers with their name, alias, type and state", async ({ page }) => {
    await signIn(page, { hash: "/acme/identity-providers" });
    const table = page.getByRole("table", { name: "Identity providers" });
    // other specs of the worker add providers to acme: a row is found by its alias cell alone
    const rowOf = (alias: string) =>
      table.getByRole("row").filter({ has: page.getByRole("cell", { name: alias, exact: true }) });
    const sso = rowOf("corporate-sso");
    await expect(sso).toContainText("Corporate SSO");
    await expect(sso).toContainText("OpenID Connect v1.0");
    await expect(sso).toContainText("Enabled");
    const github = rowOf("github");
    await expect(github).toContainText("GitHub");
    await expect(github).toContainText("Disabled");
  });

  test("searches by alias on the server", async ({ page }) => {
    await signIn(page, { hash: "/acme/identity-providers" });
    const table = page.getByRole("table", { name: "Identity providers" });
    await expect(table.getByRole("row").filter({ hasText: "corporate-sso" })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search for provider" });
    await search.fill("git");
    await search.press("Enter");
    await expect(table.getByRole("row").filter({ hasText: "corporate-sso" })).toHaveCount(0);
    await expect(table.getByRole("row").filter({ hasText: "github" })).toBeVisible();

    await search.fill("no-such-provider");
    await search.press("Enter");
    await expect(page.getByText("No search results")).toBeVisible();
  });

  test("pages through the providers on the server", async ({ page, admin }) => {
    const realm = `e2e-idp-paging-${Date.now()}`;
    await admin.realms.create({ realm, enabled: true });
    for (let i = 0; i < 11; i++) {
      await admin.identityProviders.create({
        realm,
        alias: `broker-${String(i).padStart(2, "0")}`,
        providerId: "oidc",
        enabled: true,
      });
    }

    await signIn(page, { hash: `/${realm}/identity-providers` });
    const table = page.getByRole("table", { name: "Identity providers" });
    await expect(table.getByRole("row").filter({ hasText: "broker-00" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "broker-09" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "broker-10" })).toHaveCount(0);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(table.getByRole("row").filter({ hasText: "broker-10" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "broker-00" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("deletes a provider after confirmation", async ({ page, admin }) => {
    const alias = `e2e-idp-${Date.now()}`;
    await admin.identityProviders.create({
      realm: "acme",
      alias,
      displayName: "E2E broker",
      providerId: "saml",
      enabled: true,
      hideOnLogin: true,
    });

    await signIn(page, { hash: "/acme/identity-providers" });
    const row = page.getByRole("table", { name: "Identity providers" }).getByRole("row").filter({ hasText: alias });
    await expect(row).toContainText("SAML v2.0");
    await expect(row).toContainText("Yes");
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(alias);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("Provider successfully deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: "corporate-sso" })).toBeVisible();
    expect(await admin.identityProviders.findOne({ realm: "acme", alias })).toBeFalsy();
  });

  test("a user without view-identity-providers sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/identity-providers", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
