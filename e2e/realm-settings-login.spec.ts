import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";
import { setFaults } from "./support/faultSwitch";
import { unique } from "./support/unique";
import { saveReviewed } from "./support/saveReviewed";
import { tickSearchedRole } from "./support/rolePicker";

// Each test changes a realm of its own, so the login settings and themes of acme stay as the other specs expect.
async function freshRealm(admin: KcAdminClient): Promise<string> {
  const realm = unique("zz-e2e-login");
  await admin.realms.create({ realm, enabled: true });
  return realm;
}

const removeRealm = (admin: KcAdminClient, realm: string) => admin.realms.del({ realm });

test.describe("realm settings: login, themes, user registration", () => {
  test("a login switch is saved at once; a refused change flips back", async ({ page, admin }) => {
    const realm = await freshRealm(admin);
    try {
      await signIn(page, { hash: `/${realm}/realm-settings/login` });
      const registration = page.getByRole("checkbox", { name: "User registration" });
      await expect(registration).not.toBeChecked();
      await registration.check({ force: true });
      await expect(page.getByText("User registration changed successfully")).toBeVisible();
      await expect.poll(async () => (await admin.realms.findOne({ realm }))?.registrationAllowed).toBe(true);

      // duplicate emails can be allowed once users no longer sign in with their email
      const duplicates = page.getByRole("checkbox", { name: "Duplicate emails" });
      await expect(duplicates).toBeDisabled();
      await page.getByRole("checkbox", { name: "Login with email" }).uncheck({ force: true });
      await expect(duplicates).toBeEnabled();
      await expect.poll(async () => (await admin.realms.findOne({ realm }))?.loginWithEmailAllowed).toBe(false);

      await setFaults({ failNext: 1, pathPattern: `/admin/realms/${realm}$`, methods: ["PUT"] });
      const rememberMe = page.getByRole("checkbox", { name: "Remember me" });
      // a click, not check(): the refusal can flip the switch back before Playwright looks at it
      await rememberMe.click({ force: true });
      await expect(page.getByText(/Could not change the setting/)).toBeVisible();
      await expect(rememberMe).not.toBeChecked();
      expect((await admin.realms.findOne({ realm }))?.rememberMe).toBe(false);
    } finally {
      await setFaults({});
      await removeRealm(admin, realm);
    }
  });

  test("a changed login theme is saved on the server", async ({ page, admin }) => {
    const realm = await freshRealm(admin);
    try {
      await signIn(page, { hash: `/${realm}/realm-settings/themes` });
      await page.getByRole("combobox", { name: /Login theme/ }).selectOption("keycloak.v2");
      await saveReviewed(page);
      await expect(page.getByText("Realm successfully updated")).toBeVisible();
      await expect.poll(async () => (await admin.realms.findOne({ realm }))?.loginTheme).toBe("keycloak.v2");
      await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    } finally {
      await removeRealm(admin, realm);
    }
  });

  test("a default role and a default group are added for new users; the group is removed again", async ({
    page,
    admin,
  }) => {
    const realm = await freshRealm(admin);
    try {
      await admin.roles.create({ realm, name: "starter" });
      await admin.groups.create({ realm, name: "newcomers" });
      await signIn(page, { hash: `/${realm}/realm-settings/user-registration` });

      await page.getByRole("button", { name: "Assign roles", exact: true }).click();
      const rolePicker = page.getByRole("dialog", { name: "Assign roles" });
      await tickSearchedRole(rolePicker, "starter");
      await rolePicker.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(page.getByRole("table", { name: "Associated roles" }).getByText("starter")).toBeVisible();
      const defaultRole = (await admin.realms.findOne({ realm }))!.defaultRole!;
      await expect
        .poll(async () => (await admin.roles.getCompositeRoles({ realm, id: defaultRole.id! })).map((r) => r.name))
        .toContain("starter");

      await page.getByRole("tab", { name: "Default groups" }).click();
      await page.getByRole("button", { name: "Add groups" }).click();
      const groupPicker = page.getByRole("dialog", { name: "Add default groups" });
      await groupPicker.getByText("newcomers", { exact: true }).click();
      await groupPicker.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Default group added")).toBeVisible();
      const table = page.getByRole("table", { name: "Default groups" });
      await expect(table.getByRole("cell", { name: "/newcomers" })).toBeVisible();
      await expect
        .poll(async () => (await admin.realms.getDefaultGroups({ realm })).map((group) => group.path))
        .toEqual(["/newcomers"]);

      await table
        .getByRole("row", { name: /newcomers/ })
        .getByRole("button", { name: "Actions" })
        .click();
      await page.getByRole("menuitem", { name: "Remove" }).click();
      await page
        .getByRole("alertdialog", { name: "Remove default groups?" })
        .getByRole("button", { name: "Remove" })
        .click();
      await expect(page.getByText("Default group removed")).toBeVisible();
      await expect.poll(async () => (await admin.realms.getDefaultGroups({ realm })).length).toBe(0);
    } finally {
      await removeRealm(admin, realm);
    }
  });
});
