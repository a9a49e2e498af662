import { expect, signIn, test } from "./support/fixtures";

// The Permissions tab (fine-grained admin permissions): switched on for a group, its scope permissions listed and
// held by the realm-management client, one followed to its authorization screen, switched off after the warning;
// and the realm-wide one of the users screen.

const REALM = "acme";

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const GROUP_SCOPES = ["manage", "manage-members", "manage-membership", "view", "view-members"];

test.describe("management permissions", () => {
  test("a group's permissions: enabled, listed, followed to the permission, disabled", async ({ page, admin }) => {
    const group = await admin.groups.create({ realm: REALM, name: uniqueName("e2e-fgap") });
    await signIn(page, { hash: `/${REALM}/groups/${group.id}/permissions` });

    const enabled = page.getByRole("checkbox", { name: "Permissions enabled" });
    await expect(enabled).not.toBeChecked();
    await page.getByText("Permissions enabled", { exact: true }).click();
    await expect(enabled).toBeChecked();

    const list = page.getByRole("table", { name: "Permission list" });
    await expect(list.getByRole("row")).toHaveCount(GROUP_SCOPES.length + 1);
    for (const scope of GROUP_SCOPES) await expect(list.getByRole("link", { name: scope, exact: true })).toBeVisible();
    await expect(list.getByRole("row", { name: /^view-members / })).toContainText(
      "Policies that decide if an administrator can view the members of this group",
    );
    const reference = await admin.groups.listPermissions({ realm: REALM, id: group.id });
    expect(Object.keys(reference.scopePermissions ?? {}).sort()).toEqual(GROUP_SCOPES);

    const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    await list.getByRole("link", { name: "manage", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/clients/${management!.id}/authorization/permission/scope/${reference.scopePermissions!.manage}$`),
    );
    await expect(page.getByRole("heading", { name: `manage.permission.group.${group.id}`, level: 1 })).toBeVisible();

    await page.goBack();
    await expect(enabled).toBeChecked();
    await page.getByText("Permissions enabled", { exact: true }).click();
    const warning = page.getByRole("alertdialog", { name: "Disable permissions?" });
    await warning.getByRole("button", { name: "Confirm" }).click();
    await expect(warning).toBeHidden();
    await expect(enabled).not.toBeChecked();
    await expect(list).toBeHidden();
    expect(await admin.groups.listPermissions({ realm: REALM, id: group.id })).toEqual({ enabled: false });
    const left = await admin.clients.findPermissions({ realm: REALM, id: management!.id!, name: group.id, max: 100 });
    expect(left).toEqual([]);

    await admin.groups.del({ realm: REALM, id: group.id });
  });

  test("the users screen's permissions tab switches the realm's user permissions", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/users` });
    await page.getByRole("tab", { name: "Permissions" }).click();
    await expect(page).toHaveURL(new RegExp(`/${REALM}/users/permissions$`));

    const enabled = page.getByRole("checkbox", { name: "Permissions enabled" });
    await expect(enabled).not.toBeChecked();
    await page.getByText("Permissions enabled", { exact: true }).click();
    const list = page.getByRole("table", { name: "Permission list" });
    await expect(list.getByRole("link", { name: "user-impersonated", exact: true })).toBeVisible();
    await expect(list.getByRole("row")).toHaveCount(7);
    const users = (await admin.realms.getUsersManagementPermissions({ realm: REALM })) as unknown as {
      enabled: boolean;
      scopePermissions: Record<string, string>;
    };
    expect(users.enabled).toBe(true);
    expect(Object.keys(users.scopePermissions)).toContain("map-roles");

    await page.getByText("Permissions enabled", { exact: true }).click();
    await page
      .getByRole("alertdialog", { name: "Disable permissions?" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(list).toBeHidden();
    expect(await admin.realms.getUsersManagementPermissions({ realm: REALM })).toEqual({ enabled: false });
  });
});
