import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const uniqueName = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function createRole(admin: KcAdminClient, name: string) {
  await admin.roles.create({ realm: REALM, name, description: "made by e2e" });
  return (await admin.roles.findOneByName({ realm: REALM, name }))!;
}

const rolesTable = (page: Page) => page.getByRole("table", { name: "Realm roles" });

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search role by name" });
  await box.fill(text);
  await box.press("Enter");
}

test.describe("realm roles list", () => {
  test("lists roles with composite and description, and searches them", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/roles` });
    await expect(page.getByRole("heading", { level: 1, name: "Realm roles" })).toBeVisible();
    const table = rolesTable(page);
    await expect(table.getByRole("row", { name: /default-roles-acme/ })).toContainText("True");
    await expect(table.getByRole("row", { name: /default-roles-acme/ })).toContainText("Default roles");
    await expect(table.getByRole("row", { name: /auditor/ })).toContainText("Read-only access for audits");
    await search(page, "auditor");
    await expect(table.getByRole("link", { name: "auditor" })).toBeVisible();
    await expect(table.getByRole("link", { name: "employee" })).toHaveCount(0);
    await table.getByRole("link", { name: "auditor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "auditor" })).toBeVisible();
  });

  test("pages on the server", async ({ page, admin }) => {
    const prefix = uniqueName("e2e-page");
    for (let index = 0; index < 12; index++) await createRole(admin, `${prefix}-${String(index).padStart(2, "0")}`);
    await signIn(page, { hash: `/${REALM}/roles` });
    await search(page, prefix);
    const table = rolesTable(page);
    await expect(table.getByRole("link", { name: `${prefix}-00` })).toBeVisible();
    await expect(table.getByRole("link", { name: new RegExp(prefix) })).toHaveCount(10);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(table.getByRole("link", { name: `${prefix}-11` })).toBeVisible();
    await expect(table.getByRole("link", { name: new RegExp(prefix) })).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("creates a role, refusing a name already taken", async ({ page, admin }) => {
    const name = uniqueName("e2e-create");
    await signIn(page, { hash: `/${REALM}/roles` });
    await page.getByRole("button", { name: "Create role" }).click();
    await expect(page).toHaveURL(/#\/acme\/roles\/new$/);
    await page.getByRole("textbox", { name: "Role name" }).fill(" auditor");
    await expect(page.getByText("The role name must not start or end with a space.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create" })).toBeDisabled();
    await page.getByRole("textbox", { name: "Role name" }).fill("auditor");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Role with name auditor already exists")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Role name" })).toHaveValue("auditor");

    await page.getByRole("textbox", { name: "Role name" }).fill(name);
    await page.getByRole("textbox", { name: "Description" }).fill("from the console");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Role created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect
      .poll(async () => (await admin.roles.findOneByName({ realm: REALM, name }))?.description)
      .toBe("from the console");
  });

  test("deletes a role after confirming; the default role offers no delete", async ({ page, admin }) => {
    const role = await createRole(admin, uniqueName("e2e-delete"));
    await signIn(page, { hash: `/${REALM}/roles` });
    const table = rolesTable(page);
    await expect(table.getByRole("row", { name: /auditor/ }).getByRole("button", { name: "Actions" })).toBeVisible();
    await expect(
      table.getByRole("row", { name: /default-roles-acme/ }).getByRole("button", { name: "Actions" }),
    ).toHaveCount(0);

    await search(page, role.name!);
    await table
      .getByRole("row", { name: new RegExp(role.name!) })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete role?" });
    await expect(dialog).toContainText(role.name!);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The role has been deleted")).toBeVisible();
    await expect(table.getByRole("link", { name: role.name! })).toHaveCount(0);
    await expect.poll(async () => admin.roles.findOneById({ realm: REALM, id: role.id! })).toBeFalsy();
  });

  test("an admin without view-realm sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/roles`, user: HELPDESK });
    await expect(page.getByText(/Forbidden/)).toBeVisible();
    await expect(page.getByText("view-realm")).toBeVisible();
  });
});
