import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

/** A fresh realm role in acme, with its id. */
async function createRole(admin: KcAdminClient, prefix: string, description = "") {
  const name = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  await admin.roles.create({ realm: REALM, name, description });
  const role = await admin.roles.findOneByName({ realm: REALM, name });
  return { name, id: role!.id! };
}

test.describe("realm role details", () => {
  test("saves an edited description, asking before an unsaved change is left behind", async ({ page, admin }) => {
    const role = await createRole(admin, "e2e-details", "before");
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });
    await expect(page.getByRole("heading", { level: 1, name: role.name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Role name" })).toHaveAttribute("readonly", "");

    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("before");
    await description.fill("after the edit");
    await page.getByRole("tab", { name: "Attributes" }).click();
    await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`/roles/${role.id}/details$`));
    await expect(description).toHaveValue("after the edit");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The role has been saved")).toBeVisible();
    await expect
      .poll(async () => (await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description)
      .toBe("after the edit");
  });

  test("saves attributes, a repeated key keeping each value", async ({ page, admin }) => {
    const role = await createRole(admin, "e2e-attributes");
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/attributes` });
    const attributes = page.getByRole("group", { name: "Role attributes" });
    for (const value of ["one", "two"]) {
      await attributes.getByRole("button", { name: "Add an attribute" }).click();
      await attributes.getByRole("textbox", { name: "Key" }).last().fill("tier");
      await attributes.getByRole("textbox", { name: "Value" }).last().fill(value);
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The role has been saved")).toBeVisible();
    await expect
      .poll(async () => (await admin.roles.findOneById({ realm: REALM, id: role.id }))?.attributes)
      .toEqual({ tier: ["one", "two"] });
  });

  test("lists the users the role is assigned to, with the hint where the others are", async ({ page, admin }) => {
    const role = await createRole(admin, "e2e-users-in-role");
    const username = `e2e-holder-${Date.now()}`;
    const { id: userId } = await admin.users.create({ realm: REALM, username, enabled: true });
    await admin.users.addRealmRoleMappings({ realm: REALM, id: userId, roles: [{ id: role.id, name: role.name }] });

    await signIn(page, { hash: `/${REALM}/roles/${role.id}/users-in-role` });
    await expect(page.getByText(/Only users who were given this role directly are listed/)).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Users in role" }).getByRole("row", { name: new RegExp(username) }),
    ).toBeVisible();
  });

  test("deletes a role after confirming", async ({ page, admin }) => {
    const role = await createRole(admin, "e2e-delete");
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });
    await page.getByRole("button", { name: "Delete this role" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete role?" });
    await expect(dialog).toContainText(role.name);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The role has been deleted")).toBeVisible();
    await expect.poll(async () => admin.roles.findOneById({ realm: REALM, id: role.id })).toBeFalsy();
  });

  test("the default role shows its roles as default roles and cannot be deleted", async ({ page, admin }) => {
    const defaultRole = await admin.roles.findOneByName({ realm: REALM, name: `default-roles-${REALM}` });
    await signIn(page, { hash: `/${REALM}/roles/${defaultRole!.id}/associated-roles` });
    await expect(page.getByRole("heading", { level: 1, name: `default-roles-${REALM}` })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Default roles", selected: true })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Associated roles" }).getByRole("row", { name: /offline_access/ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete this role" })).toHaveCount(0);
  });

  test("a user holding neither view-realm nor view-users sees the forbidden view", async ({ page, admin }) => {
    const role = await admin.roles.findOneByName({ realm: REALM, name: "employee" });
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/roles/${role!.id}/details`, user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
