import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

/** Users of this test only, sharing a prefix that finds exactly them. */
async function createUsers(admin: KcAdminClient, prefix: string, count: number) {
  const stamp = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const users: { id: string; username: string }[] = [];
  for (let index = 1; index <= count; index++) {
    const username = `${stamp}-${index}`;
    const { id } = await admin.users.create({ realm: REALM, username, enabled: true });
    users.push({ id, username });
  }
  return { stamp, users };
}

const usersTable = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "Users" });

async function search(page: import("@playwright/test").Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search user" });
  await box.fill(text);
  await box.press("Enter");
}

test.describe("users list", () => {
  test("lists users with their status, and links to their details", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/users` });
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "User list", selected: true })).toBeVisible();
    const table = usersTable(page);
    await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
    await search(page, "mallory");
    const mallory = table.getByRole("row", { name: /mallory/ });
    await expect(mallory).toContainText("Disabled");
    await expect(table.getByRole("link", { name: "alice" })).toHaveCount(0);
    await mallory.getByRole("link", { name: "mallory" }).click();
    await expect(page).toHaveURL(/#\/acme\/users\/[^/]+\/settings$/);
  });

  test("pages through the realm's users on the server", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/users/list` });
    const table = usersTable(page);
    await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(table.getByRole("link", { name: "alice" })).toHaveCount(0);
    await expect(table.getByRole("row")).toHaveCount(11);
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
  });

  test("deletes one user from its row after confirming", async ({ page, admin }) => {
    const { stamp, users } = await createUsers(admin, "e2e-row-delete", 1);
    await signIn(page, { hash: `/${REALM}/users` });
    await search(page, stamp);
    const row = usersTable(page).getByRole("row", { name: new RegExp(users[0].username) });
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog", { name: "Delete user?" });
    await expect(dialog).toContainText(users[0].username);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The user has been deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => admin.users.findOne({ realm: REALM, id: users[0].id })).toBeFalsy();
  });

  test("deletes the selected users at once", async ({ page, admin }) => {
    const { stamp, users } = await createUsers(admin, "e2e-bulk-delete", 3);
    await signIn(page, { hash: `/${REALM}/users` });
    await search(page, stamp);
    const table = usersTable(page);
    for (const { username } of users) await expect(table.getByRole("link", { name: username })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete user" })).toBeDisabled();

    await table.getByRole("checkbox", { name: "Select all" }).check({ force: true });
    await page.getByRole("button", { name: "Delete user" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete user?" });
    await expect(dialog).toContainText("3 selected users");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("3 users have been deleted")).toBeVisible();
    await expect(page.getByText("No search results")).toBeVisible();
    await expect.poll(async () => (await admin.users.find({ realm: REALM, search: stamp })).length).toBe(0);
  });

  test("Create without a username says on the Username field, marked required, that it is required", async ({
    page,
    admin,
  }) => {
    const before = await admin.users.count({ realm: REALM });
    await signIn(page, { hash: `/${REALM}/users/add-user` });
    const form = page.getByRole("form", { name: "Create user" });
    const username = form.getByRole("textbox", { name: /^Username/ });
    await expect(username).toBeVisible();
    await expect(username).toHaveAttribute("required", "");
    await expect(
      form
        .locator("label")
        .filter({ hasText: /^Username/ })
        .getByText("*", { exact: true }),
    ).toBeVisible();

    await form.getByRole("button", { name: "Create", exact: true }).click();
    await expect(username).toHaveAccessibleErrorMessage("Required field");
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toBeFocused();
    await expect(page).toHaveURL(/#\/acme\/users\/add-user$/);
    expect(await admin.users.count({ realm: REALM })).toBe(before);
  });

  test("an admin who may only query users gets neither adding nor deleting", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/users`, user: HELPDESK });
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByText("Forbidden")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create new user" })).toHaveCount(0);
  });
});
