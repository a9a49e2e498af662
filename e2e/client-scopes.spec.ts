import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const scopesTable = (page: Page) => page.getByRole("table", { name: "List of client scopes" });
const rowOf = (page: Page, name: string) =>
  scopesTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name, exact: true }) });

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search for client scope" });
  await box.fill(text);
  await box.press("Enter");
}

test.describe("client scopes", () => {
  test("lists the seed scopes with their assigned types", async ({ page }) => {
    await signIn(page, { hash: "/acme/client-scopes" });
    await expect(page.getByRole("heading", { name: "Client scopes", level: 1 })).toBeVisible();

    const acr = rowOf(page, "acr");
    await expect(acr).toContainText("Default");
    await expect(acr).toContainText("OpenID Connect");
    await expect(rowOf(page, "address")).toContainText("Optional");
  });

  test("searches by name", async ({ page }) => {
    await signIn(page, { hash: "/acme/client-scopes" });
    await expect(rowOf(page, "acr")).toBeVisible();
    await search(page, "pho");
    await expect(rowOf(page, "phone")).toContainText("Optional");
    await expect(rowOf(page, "acr")).toHaveCount(0);

    await search(page, "role_li");
    await expect(rowOf(page, "role_list")).toContainText("SAML");
    await expect(rowOf(page, "role_list")).toContainText("Default");
  });

  test("filters by assigned type", async ({ page, admin }) => {
    const name = `zz-e2e-none-${Date.now()}`;
    await admin.clientScopes.create({ realm: "acme", name, protocol: "openid-connect" });

    await signIn(page, { hash: "/acme/client-scopes" });
    await expect(rowOf(page, "acr")).toBeVisible();
    const filter = page.getByRole("combobox", { name: "Assigned type" });

    await filter.selectOption({ label: "Optional" });
    await expect(rowOf(page, "address")).toBeVisible();
    await expect(rowOf(page, "acr")).toHaveCount(0);
    const rows = scopesTable(page)
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    for (const text of await rows.allInnerTexts()) expect(text).toContain("Optional");

    await filter.selectOption({ label: "None" });
    await search(page, name);
    await expect(rowOf(page, name)).toContainText("None");

    await filter.selectOption({ label: "Default" });
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(page.getByText("No search results")).toBeVisible();
  });

  test("deletes a realm default scope after confirmation, taking it off the default list", async ({ page, admin }) => {
    const name = `zz-e2e-delete-${Date.now()}`;
    await admin.clientScopes.create({ realm: "acme", name, protocol: "openid-connect" });
    const created = (await admin.clientScopes.find({ realm: "acme" })).find((scope) => scope.name === name);
    await admin.clientScopes.addDefaultClientScope({ realm: "acme", id: created!.id! });

    await signIn(page, { hash: "/acme/client-scopes" });
    await search(page, name);
    const row = rowOf(page, name);
    await expect(row).toContainText("Default");
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("The client scope has been deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await admin.clientScopes.find({ realm: "acme" })).map((scope) => scope.name)).not.toContain(name);
    const defaults = await admin.clientScopes.listDefaultClientScopes({ realm: "acme" } as void & { realm: string });
    expect(defaults.map((scope) => scope.name)).not.toContain(name);
  });

  test("a user without view-clients sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/client-scopes", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
