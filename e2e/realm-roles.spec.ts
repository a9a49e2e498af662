import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { ConfirmDialog, DataTable, EditForm } from "./pages";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const uniqueName = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function createRole(admin: KcAdminClient, name: string) {
  await admin.roles.create({ realm: REALM, name, description: "made by e2e" });
  return (await admin.roles.findOneByName({ realm: REALM, name }))!;
}

const rolesTable = (page: Page) => new DataTable(page, "Realm roles", "Search role by name");

test.describe("realm roles list", () => {
  test("lists roles with composite and description, and searches them", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/roles` });
    await expect(page.getByRole("heading", { level: 1, name: "Realm roles" })).toBeVisible();
    const table = rolesTable(page);
    await expect(table.row(/default-roles-acme/)).toContainText("True");
    await expect(table.row(/default-roles-acme/)).toContainText("Default roles");
    await expect(table.row(/auditor/)).toContainText("Read-only access for audits");
    await table.search("auditor");
    await expect(table.link("auditor")).toBeVisible();
    await expect(table.link("employee")).toHaveCount(0);
    await table.link("auditor").click();
    await expect(page.getByRole("heading", { level: 1, name: "auditor" })).toBeVisible();
  });

  test("pages on the server", async ({ page, admin }) => {
    const prefix = uniqueName("e2e-page");
    for (let index = 0; index < 12; index++) await createRole(admin, `${prefix}-${String(index).padStart(2, "0")}`);
    await signIn(page, { hash: `/${REALM}/roles` });
    const table = rolesTable(page);
    await table.search(prefix);
    await expect(table.link(`${prefix}-00`)).toBeVisible();
    await expect(table.link(new RegExp(prefix))).toHaveCount(10);
    await table.nextPage().click();
    await expect(table.link(`${prefix}-11`)).toBeVisible();
    await expect(table.link(new RegExp(prefix))).toHaveCount(2);
    await expect(table.nextPage()).toBeDisabled();
  });

  test("creates a role, refusing a name already taken", async ({ page, admin }) => {
    const name = uniqueName("e2e-create");
    await signIn(page, { hash: `/${REALM}/roles` });
    await page.getByRole("button", { name: "Create role" }).click();
    await expect(page).toHaveURL(/#\/acme\/roles\/new$/);
    const form = new EditForm(page, "Create role");
    await form.fill({ "Role name": " auditor" });
    await expect(page.getByText("The role name must not start or end with a space.")).toBeVisible();
    await form.submit("Create");
    await expect(form.textbox("Role name")).toBeFocused();
    await expect(page).toHaveURL(/#\/acme\/roles\/new$/);
    await form.fill({ "Role name": "auditor" });
    await form.submit("Create");
    await expect(page.getByText("Role with name auditor already exists")).toBeVisible();
    await expect(form.textbox("Role name")).toHaveValue("auditor");

    await form.fill({ "Role name": name, Description: "from the console" });
    await form.submit("Create");
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
    await expect(table.actions(/auditor/)).toBeVisible();
    await expect(table.actions(/default-roles-acme/)).toHaveCount(0);

    await table.search(role.name!);
    await table.rowAction(new RegExp(role.name!), "Delete");
    const confirm = new ConfirmDialog(page, "Delete role?");
    await expect(confirm.dialog).toContainText(role.name!);
    await confirm.confirm("Delete");
    await expect(page.getByText("The role has been deleted")).toBeVisible();
    await expect(table.link(role.name!)).toHaveCount(0);
    await expect.poll(async () => admin.roles.findOneById({ realm: REALM, id: role.id! })).toBeFalsy();
  });

  test("an admin without view-realm sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/roles`, user: HELPDESK });
    await expect(page.getByText(/Forbidden/)).toBeVisible();
    await expect(page.getByText("view-realm")).toBeVisible();
  });
});
