import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "./support/rolePicker";

// The shared role-mapping view, exercised through a role's associated roles (its composites).
const REALM = "acme";

async function createRole(admin: KcAdminClient, prefix: string) {
  const name = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  await admin.roles.create({ realm: REALM, name });
  const role = await admin.roles.findOneByName({ realm: REALM, name });
  return { name, id: role!.id! };
}

const compositeNames = async (admin: KcAdminClient, id: string) =>
  (await admin.roles.getCompositeRoles({ realm: REALM, id })).map((role) => role.name).sort();

test.describe("role mapping (associated roles of a realm role)", () => {
  test("makes a composite role from a realm and a client role, shows inherited roles, and removes one", async ({
    page,
    admin,
  }) => {
    const lead = await createRole(admin, "e2e-lead");
    const member = await createRole(admin, "e2e-member");
    const employee = await admin.roles.findOneByName({ realm: REALM, name: "employee" });
    await admin.roles.createComposite({ realm: REALM, roleId: member.id }, [employee!]);

    await signIn(page, { hash: `/${REALM}/roles/${lead.id}/associated-roles` });
    await expect(page.getByRole("heading", { name: "No associated roles" })).toBeVisible();

    // a realm role
    await page.getByRole("button", { name: "Assign roles" }).click();
    let picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, member.name);
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText("Associated roles have been added")).toBeVisible();
    const table = page.getByRole("table", { name: "Associated roles" });
    await expect(table.getByRole("row", { name: new RegExp(member.name) })).toBeVisible();

    // a client role
    await page.getByRole("button", { name: "Assign roles" }).click();
    picker = page.getByRole("dialog", { name: "Assign roles" });
    await picker.getByRole("combobox", { name: "Role type" }).selectOption("client");
    await tickSearchedRole(picker, "write", /acme-api.*write/);
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(table.getByRole("row", { name: /acme-api.*write/ })).toBeVisible();
    await expect.poll(() => compositeNames(admin, lead.id)).toEqual([member.name, "write"].sort());

    // the composite's own composite shows as inherited once inherited roles are shown
    await expect(table.getByRole("row", { name: /employee/ })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Hide inherited roles" }).uncheck({ force: true });
    await expect(table.getByRole("row", { name: /employee/ })).toContainText("Yes");
    await expect(table.getByRole("row", { name: new RegExp(member.name) })).toContainText("No");
    await page.getByRole("checkbox", { name: "Hide inherited roles" }).check({ force: true });

    // remove the realm role
    await table
      .getByRole("row", { name: new RegExp(member.name) })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Unassign" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove mapping?" });
    await expect(confirm).toContainText(member.name);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Associated roles have been removed")).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(member.name) })).toHaveCount(0);
    await expect.poll(() => compositeNames(admin, lead.id)).toEqual(["write"]);
  });
});
