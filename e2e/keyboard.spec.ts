// The users, groups and realm roles screens by keyboard alone: once a screen is opened by its URL, every step is a
// key (Tab, Shift+Tab, Enter, Space, Escape, the arrow keys), never a click; the server is then asked what the keys
// did. A dialog that closes, by Escape or by its Cancel button, gives the focus back to the button that opened it.
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { chooseMenuItem, hasFocus, press, search, tabTo, typeInto } from "./support/keyboard";
import { unique } from "./support/unique";

const REALM = "acme";

test.describe("by keyboard alone", () => {
  test("users: creates a user, then finds and opens it", async ({ page, admin }) => {
    const username = unique("kbd-user");
    await signIn(page, { hash: `/${REALM}/users` });
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();

    await press(page, page.getByRole("button", { name: "Add user" }));
    const form = page.getByRole("form", { name: "Create user" });
    await typeInto(page, form.getByRole("textbox", { name: /^Username/ }), username);
    await typeInto(page, form.getByRole("textbox", { name: /^First name/ }), "Kay");
    await press(page, form.getByRole("button", { name: "Create" }));
    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
    await expect
      .poll(async () => (await admin.users.find({ realm: REALM, username, exact: true }))[0]?.firstName)
      .toBe("Kay");

    await page.goto(page.url().replace(/#.*/, `#/${REALM}/users`));
    await search(page, page.getByRole("searchbox", { name: "Search user" }), username);
    await press(page, page.getByRole("table", { name: "Users" }).getByRole("link", { name: username }));
    await expect(page).toHaveURL(/#\/acme\/users\/[^/]+\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
  });

  test("groups: creates a group, renames it and creates a child group in it", async ({ page, admin }) => {
    const name = unique("kbd-group");
    await signIn(page, { hash: `/${REALM}/groups` });
    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();

    await press(page, page.getByRole("button", { name: "Create group" }));
    const create = page.getByRole("dialog", { name: "Create a group" });
    await typeInto(page, create.getByRole("textbox", { name: /^Name/ }), name);
    await page.keyboard.press("Enter");
    await expect(create).toBeHidden();
    await expect
      .poll(async () => (await admin.groups.find({ realm: REALM, search: name, exact: true })).length)
      .toBe(1);

    await search(page, page.getByRole("searchbox", { name: "Search for groups" }), name);
    const table = page.getByRole("table", { name: "Groups" });
    const actions = table.getByRole("row", { name: new RegExp(name) }).getByRole("button", { name: "Actions" });
    await press(page, actions);
    await chooseMenuItem(page, "Rename");
    const rename = page.getByRole("dialog", { name: "Rename group" });
    await typeInto(page, rename.getByRole("textbox", { name: /^Name/ }), `${name}-renamed`);
    await page.keyboard.press("Enter");
    await expect(rename).toBeHidden();
    await expect
      .poll(async () => (await admin.groups.find({ realm: REALM, search: `${name}-renamed`, exact: true })).length)
      .toBe(1);

    await search(page, page.getByRole("searchbox", { name: "Search for groups" }), `${name}-renamed`);
    const renamedActions = table
      .getByRole("row", { name: new RegExp(`${name}-renamed`) })
      .getByRole("button", { name: "Actions" });
    await press(page, renamedActions);
    await chooseMenuItem(page, "Create child group");
    const child = page.getByRole("dialog", { name: "Create child group" });
    await typeInto(page, child.getByRole("textbox", { name: /^Name/ }), "kbd-child");
    await press(page, child.getByRole("button", { name: "Create" }));
    await expect(child).toBeHidden();
    const [group] = await admin.groups.find({ realm: REALM, search: `${name}-renamed`, exact: true });
    await expect
      .poll(async () => (await admin.groups.listSubGroups({ realm: REALM, parentId: group.id! })).map((g) => g.name))
      .toEqual(["kbd-child"]);
    await admin.groups.del({ realm: REALM, id: group.id! });
  });

  test("groups: walks the group tree with the arrow keys and opens a subgroup", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/groups` });
    const tree = page.getByRole("tree", { name: "Group tree" });
    const engineering = tree.getByRole("treeitem", { name: "Engineering", exact: true });
    await tabTo(page, engineering.getByRole("link", { name: "Engineering", exact: true }));
    await expect(engineering).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowRight");
    await expect(engineering).toHaveAttribute("aria-expanded", "true");
    const backend = engineering.getByRole("link", { name: "Backend", exact: true });
    await expect(backend).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(engineering.getByRole("treeitem").first().getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(engineering.getByRole("link", { name: "Engineering", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    for (let presses = 0; presses < 20 && !(await hasFocus(backend)); presses++) await page.keyboard.press("ArrowDown");
    await expect(backend).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Backend" })).toBeVisible();
  });

  test("users: assigns a realm role through the picker, then unassigns it", async ({ page, admin }) => {
    const { id } = await admin.users.create({ realm: REALM, username: unique("kbd-roles"), enabled: true });
    const mapped = async () =>
      (await admin.users.listRealmRoleMappings({ realm: REALM, id })).map((role) => role.name).sort();
    await signIn(page, { hash: `/${REALM}/users/${id}/role-mapping` });

    await press(page, page.getByRole("button", { name: "Assign roles" }).first());
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await search(page, picker.getByRole("searchbox", { name: "Search by role name" }), "auditor");
    await press(page, picker.getByRole("row", { name: /auditor/ }).getByRole("checkbox"), "Space");
    await press(page, picker.getByRole("button", { name: "Assign", exact: true }));
    await expect(picker).toBeHidden();
    await expect.poll(mapped).toContain("auditor");

    const table = page.getByRole("table", { name: "Role mapping" });
    await press(page, table.getByRole("row", { name: /auditor/ }).getByRole("button", { name: "Actions" }));
    await chooseMenuItem(page, "Unassign");
    const confirm = page.getByRole("alertdialog", { name: "Remove mapping?" });
    await press(page, confirm.getByRole("button", { name: "Remove" }));
    await expect(confirm).toBeHidden();
    await expect.poll(mapped).not.toContain("auditor");
  });

  test("groups: adds a member through the picker, then has them leave", async ({ page, admin }) => {
    const name = unique("kbd-members");
    const username = unique("kbd-member");
    const { id: groupId } = await admin.groups.create({ realm: REALM, name });
    await admin.users.create({ realm: REALM, username, enabled: true });
    const members = async () =>
      (await admin.groups.listMembers({ realm: REALM, id: groupId })).map((user) => user.username);
    await signIn(page, { hash: `/${REALM}/groups/${groupId}/members` });

    await press(page, page.getByRole("button", { name: "Add member" }).first());
    const picker = page.getByRole("dialog", { name: /Add members to/ });
    await search(page, picker.getByRole("searchbox", { name: "Search user" }), username);
    await press(page, picker.getByRole("checkbox", { name: username }), "Space");
    await press(page, picker.getByRole("button", { name: "Add", exact: true }));
    await expect(picker).toBeHidden();
    await expect.poll(members).toEqual([username]);

    const table = page.getByRole("table", { name: "Members" });
    await press(page, table.getByRole("row", { name: new RegExp(username) }).getByRole("button", { name: "Actions" }));
    await chooseMenuItem(page, "Leave");
    const confirm = page.getByRole("alertdialog", { name: "Remove members?" });
    await press(page, confirm.getByRole("button", { name: "Remove" }));
    await expect(confirm).toBeHidden();
    await expect.poll(members).toEqual([]);
    await admin.groups.del({ realm: REALM, id: groupId });
  });

  test("realm roles: creates a role, then deletes it through the confirmation", async ({ page, admin }) => {
    const name = unique("kbd-role");
    await signIn(page, { hash: `/${REALM}/roles` });
    await expect(page.getByRole("heading", { level: 1, name: "Realm roles" })).toBeVisible();

    await press(page, page.getByRole("button", { name: "Create role" }), "Space");
    await typeInto(page, page.getByRole("textbox", { name: "Role name" }), name);
    await typeInto(page, page.getByRole("textbox", { name: "Description" }), "typed");
    await press(page, page.getByRole("button", { name: "Create" }));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect.poll(async () => (await admin.roles.findOneByName({ realm: REALM, name }))?.description).toBe("typed");

    await page.goto(page.url().replace(/#.*/, `#/${REALM}/roles`));
    await search(page, page.getByRole("searchbox", { name: "Search role by name" }), name);
    const actions = page
      .getByRole("table", { name: "Realm roles" })
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: "Actions" });
    await press(page, actions);
    await chooseMenuItem(page, "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete role?" });
    await press(page, confirm.getByRole("button", { name: "Delete" }));
    await expect(confirm).toBeHidden();
    await expect.poll(async () => admin.roles.findOneByName({ realm: REALM, name })).toBeFalsy();
  });
});

test.describe("focus after a dialog", () => {
  /** Opens the dialog from its trigger by keyboard, closes it by Escape, then by Cancel: the trigger has the focus. */
  async function closeBothWays(page: Page, trigger: Locator, dialog: Locator, open: () => Promise<void>) {
    for (const close of ["Escape", "Cancel"] as const) {
      await press(page, trigger);
      await open();
      await expect(dialog).toBeVisible();
      if (close === "Escape") await page.keyboard.press("Escape");
      else await press(page, dialog.getByRole("button", { name: "Cancel" }));
      await expect(dialog).toBeHidden();
      await expect(trigger, `focus after closing by ${close}`).toBeFocused();
    }
  }

  test("returns to the button that opened the dialog", async ({ page, admin }) => {
    const [alice] = await admin.users.find({ realm: REALM, username: "alice", exact: true });
    await signIn(page, { hash: `/${REALM}/groups` });
    await closeBothWays(
      page,
      page.getByRole("button", { name: "Create group" }),
      page.getByRole("dialog", { name: "Create a group" }),
      async () => {},
    );

    await page.goto(page.url().replace(/#.*/, `#/${REALM}/users/${alice.id}/role-mapping`));
    await closeBothWays(
      page,
      page.getByRole("button", { name: "Assign roles" }).first(),
      page.getByRole("dialog", { name: "Assign roles" }),
      async () => {},
    );
  });

  test("returns to the row's actions button when its menu opened the dialog", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/roles` });
    await closeBothWays(
      page,
      page
        .getByRole("table", { name: "Realm roles" })
        .getByRole("row", { name: /auditor/ })
        .getByRole("button", {
          name: "Actions",
        }),
      page.getByRole("alertdialog", { name: "Delete role?" }),
      () => chooseMenuItem(page, "Delete"),
    );

    // the group dialogs mount when their menu item is chosen (a form dialog, a picker)
    await page.goto(page.url().replace(/#.*/, `#/${REALM}/groups`));
    const actions = page
      .getByRole("table", { name: "Groups" })
      .getByRole("row", { name: /Engineering/ })
      .getByRole("button", { name: "Actions" });
    await closeBothWays(page, actions, page.getByRole("dialog", { name: "Rename group" }), () =>
      chooseMenuItem(page, "Rename"),
    );
    await closeBothWays(page, actions, page.getByRole("dialog", { name: "Move Engineering to" }), () =>
      chooseMenuItem(page, "Move to"),
    );
  });

  test("returns to the button that opened a picker", async ({ page, admin }) => {
    const [engineering] = await admin.groups.find({ realm: REALM, search: "Engineering", exact: true });
    await signIn(page, { hash: `/${REALM}/groups/${engineering.id}/members` });
    await closeBothWays(
      page,
      page.getByRole("button", { name: "Add member" }).first(),
      page.getByRole("dialog", { name: /Add members to/ }),
      async () => {},
    );
  });
});
