// More of the users, groups and realm roles screens' actions by keyboard alone (e2e/keyboard.spec.ts has creation,
// renaming, the pickers and the group tree): deleting from a row's menu, editing a role's details and attributes. Every
// step is a key; the server is then asked what the keys did.
import { expect, signIn, test } from "./support/fixtures";
import { chooseMenuItem, press, search, typeInto } from "./support/keyboard";
import { unique } from "./support/unique";

const REALM = "acme";

test.describe("by keyboard alone", () => {
  test("users: deletes a user from its row's menu after confirming", async ({ page, admin }) => {
    const username = unique("kbd-delete");
    const { id } = await admin.users.create({ realm: REALM, username, enabled: true });
    await signIn(page, { hash: `/${REALM}/users` });
    await search(page, page.getByRole("searchbox", { name: "Search user" }), username);
    const row = page.getByRole("table", { name: "Users" }).getByRole("row", { name: new RegExp(username) });
    await press(page, row.getByRole("button", { name: "Actions" }));
    await chooseMenuItem(page, "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete user?" });
    await press(page, confirm.getByRole("button", { name: "Delete" }));
    await expect(confirm).toBeHidden();
    await expect.poll(async () => admin.users.findOne({ realm: REALM, id })).toBeFalsy();
  });

  test("groups: deletes a group from its row's menu after confirming", async ({ page, admin }) => {
    const name = unique("kbd-delete-group");
    const { id } = await admin.groups.create({ realm: REALM, name });
    await signIn(page, { hash: `/${REALM}/groups` });
    await search(page, page.getByRole("searchbox", { name: "Search for groups" }), name);
    const row = page.getByRole("table", { name: "Groups" }).getByRole("row", { name: new RegExp(name) });
    await press(page, row.getByRole("button", { name: "Actions" }));
    await chooseMenuItem(page, "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete group?" });
    await press(page, confirm.getByRole("button", { name: "Delete" }));
    await expect(confirm).toBeHidden();
    await expect.poll(async () => admin.groups.findOne({ realm: REALM, id })).toBeFalsy();
  });

  test("realm roles: edits a role's description, then adds an attribute", async ({ page, admin }) => {
    const name = unique("kbd-edit-role");
    await admin.roles.create({ realm: REALM, name, description: "before" });
    const role = (await admin.roles.findOneByName({ realm: REALM, name }))!;
    const stored = () => admin.roles.findOneById({ realm: REALM, id: role.id! });
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });

    await typeInto(page, page.getByRole("textbox", { name: "Description" }), "typed by keyboard");
    await press(page, page.getByRole("button", { name: "Save" }));
    await expect.poll(async () => (await stored())?.description).toBe("typed by keyboard");
    // saved and no longer changed, so leaving the tab asks nothing
    await expect(page.getByRole("button", { name: "Revert" })).toBeDisabled();

    await page.goto(page.url().replace(/#.*/, `#/${REALM}/roles/${role.id}/attributes`));
    const attributes = page.getByRole("group", { name: "Role attributes" });
    await press(page, attributes.getByRole("button", { name: "Add an attribute" }));
    await typeInto(page, attributes.getByRole("textbox", { name: "Key" }).last(), "tier");
    await typeInto(page, attributes.getByRole("textbox", { name: "Value" }).last(), "gold");
    await press(page, page.getByRole("button", { name: "Save" }));
    await expect.poll(async () => (await stored())?.attributes).toEqual({ tier: ["gold"] });
  });
});
