import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { unique } from "./support/unique";
import { chooseRowAction, confirmWith } from "./support/tableRow";

// Each test changes the user profile of a realm of its own, so acme's profile stays as the other specs expect.
async function freshRealm(admin: KcAdminClient): Promise<string> {
  const realm = unique("zz-e2e-user-profile");
  await admin.realms.create({ realm, enabled: true });
  return realm;
}

const profile = (admin: KcAdminClient, realm: string) => admin.users.getProfile({ realm });
const attributeNames = async (admin: KcAdminClient, realm: string) =>
  ((await profile(admin, realm)).attributes ?? []).map((a) => a.name);

const openTab = (page: Page, realm: string, tab: string) =>
  signIn(page, { hash: `/${realm}/realm-settings/user-profile/${tab}` });

test.describe("realm settings: user profile", () => {
  test("an attribute with a length validator is added, and the create-user form enforces it", async ({
    page,
    admin,
  }) => {
    const realm = await freshRealm(admin);
    try {
      await openTab(page, realm, "attributes");
      await page.getByRole("button", { name: "Create attribute" }).click();
      await expect(page.getByRole("heading", { name: "Create attribute", level: 1 })).toBeVisible();
      await page.getByRole("textbox", { name: /Attribute \[Name\]/ }).fill("nickname");
      await page.getByRole("group", { name: "Who can edit?" }).getByText("Admin").click();
      await page.getByRole("button", { name: "Add validator" }).click();
      const dialog = page.getByRole("dialog", { name: "Add validator" });
      // the hidden input of a radio far down the list can sit outside the viewport, where no pointer reaches it
      await dialog.getByRole("radio", { name: "length", exact: true }).dispatchEvent("click");
      await expect(dialog.getByRole("radio", { name: "length", exact: true })).toBeChecked();
      await dialog.getByRole("textbox", { name: "Minimum length" }).fill("3");
      await dialog.getByRole("textbox", { name: "Maximum length" }).fill("5");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("table", { name: "Validations" }).getByText("length")).toBeVisible();
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText("Success! User profile configuration has been saved.")).toBeVisible();
      await expect(page).toHaveURL(/\/user-profile\/attributes$/);
      await expect
        .poll(async () => (await profile(admin, realm)).attributes?.find((a) => a.name === "nickname"))
        .toMatchObject({
          validations: { length: { min: "3", max: "5" } },
          permissions: { view: ["admin"], edit: ["admin"] },
        });

      // a page of its own: in two full runs (and never alone) a goto that changed only the hash, from this list to the
      // create-user form, never finished and the test ran out of time on the list; the cause is not known yet
      await page.goto("about:blank");
      await signIn(page, { hash: `/${realm}/users/add-user` });
      await page.getByRole("textbox", { name: /Username/ }).fill("nick-user");
      const nickname = page.getByRole("textbox", { name: "nickname" });
      await nickname.fill("sevenxx");
      await expect(page.getByText("Attribute nickname must have a length between 3 and 5.")).toBeVisible();
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(nickname).toBeFocused();
      expect(await admin.users.find({ realm, username: "nick-user", exact: true })).toEqual([]);
      await nickname.fill("four");
      await expect(page.getByText("Attribute nickname must have a length between 3 and 5.")).toBeHidden();
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page).toHaveURL(/\/users\/[^/]+\/settings$/);
      const [user] = await admin.users.find({ realm, username: "nick-user", exact: true });
      expect(user.attributes?.nickname).toEqual(["four"]);
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("an attribute is moved by keyboard and the order is saved", async ({ page, admin }) => {
    const realm = await freshRealm(admin);
    try {
      expect(await attributeNames(admin, realm)).toEqual(["username", "email", "firstName", "lastName"]);
      await openTab(page, realm, "attributes");
      const up = page.getByRole("button", { name: "Move lastName up" });
      await up.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => attributeNames(admin, realm)).toEqual(["username", "email", "lastName", "firstName"]);
      // the focus stays on the moved attribute's button, so moving on is one more key press
      await expect(up).toBeFocused();
      await page.keyboard.press("Enter");
      await expect.poll(() => attributeNames(admin, realm)).toEqual(["username", "lastName", "email", "firstName"]);
      await expect(page.getByRole("row").nth(2)).toContainText("lastName");
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("an attributes group is created, refused deletion while used, and deleted", async ({ page, admin }) => {
    const realm = await freshRealm(admin);
    try {
      await openTab(page, realm, "attributes-group");
      await page.getByRole("button", { name: "Create attributes group" }).first().click();
      await page.getByRole("textbox", { name: /^Name/ }).fill("contact");
      await page.getByRole("textbox", { name: "Display header" }).fill("Contact");
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page).toHaveURL(/\/user-profile\/attributes-group$/);
      await expect(page.getByRole("link", { name: "contact" })).toBeVisible();
      await expect
        .poll(async () => (await profile(admin, realm)).groups?.find((g) => g.name === "contact"))
        .toEqual({ name: "contact", displayHeader: "Contact" });

      // an attribute in the group: Keycloak refuses to drop the group and says why
      const config = await profile(admin, realm);
      await admin.users.updateProfile({
        realm,
        ...config,
        attributes: [...(config.attributes ?? []), { name: "phone", group: "contact" }],
      });
      await page.reload();
      const row = page.getByRole("row", { name: /contact/ });
      await chooseRowAction(row, "Delete");
      await confirmWith(page, "Delete");
      await expect(page.getByText(/Attribute 'phone' references unknown group 'contact'/)).toBeVisible();
      expect((await profile(admin, realm)).groups?.map((g) => g.name)).toContain("contact");

      const used = await profile(admin, realm);
      await admin.users.updateProfile({
        realm,
        ...used,
        attributes: (used.attributes ?? []).filter((a) => a.name !== "phone"),
      });
      await page.reload();
      await page
        .getByRole("row", { name: /contact/ })
        .getByRole("button", { name: "Actions" })
        .click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await confirmWith(page, "Delete");
      await expect(page.getByText("Attribute group deleted.")).toBeVisible();
      await expect.poll(async () => (await profile(admin, realm)).groups?.map((g) => g.name)).not.toContain("contact");
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("the JSON editor refuses text that is not JSON and shows the server's validation error", async ({
    page,
    admin,
  }) => {
    const realm = await freshRealm(admin);
    try {
      const before = await profile(admin, realm);
      await openTab(page, realm, "json-editor");
      const editor = page.getByRole("textbox", { name: /User profile configuration \(JSON\)/ });
      await expect(editor).toHaveValue(/"username"/);
      await editor.fill("{ not json");
      await expect(page.getByText(/This is not valid JSON/)).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(editor).toBeFocused();
      expect(await profile(admin, realm)).toEqual(before);

      const broken = { ...before, attributes: [...(before.attributes ?? []), { name: "bad name" }] };
      await editor.fill(JSON.stringify(broken, null, 2));
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(/Invalid attribute name \(only letters, numbers and/)).toBeVisible();
      // what was typed stays, and the server kept its configuration
      await expect(editor).toHaveValue(/"bad name"/);
      expect(await profile(admin, realm)).toEqual(before);

      await editor.fill(JSON.stringify({ ...before, attributes: [...(before.attributes ?? []), { name: "badge" }] }));
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("User profile settings successfully updated.")).toBeVisible();
      await expect.poll(() => attributeNames(admin, realm)).toContain("badge");
    } finally {
      await admin.realms.del({ realm });
    }
  });
});
