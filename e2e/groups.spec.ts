import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "./support/rolePicker";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const tree = (page: Page) => page.getByRole("tree", { name: "Group tree" });
const table = (page: Page, name: "Groups" | "Child groups" = "Groups") => page.getByRole("table", { name });

async function searchTable(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search for groups" });
  await box.fill(text);
  await box.press("Enter");
}

async function rowAction(page: Page, tableName: "Groups" | "Child groups", rowName: string, action: string) {
  await table(page, tableName)
    .getByRole("row", { name: new RegExp(rowName) })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

async function createInDialog(page: Page, title: string, name: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
}

const topLevelNames = async (admin: KcAdminClient, search: string) =>
  (await admin.groups.find({ realm: REALM, search, briefRepresentation: true })).map((group) => group.name);

async function createUser(admin: KcAdminClient, username: string) {
  const { id } = await admin.users.create({ realm: REALM, username, email: `${username}@example.com`, enabled: true });
  return id;
}

test.describe("groups", () => {
  test("lists and searches the top level; the tree expands a parent to its children", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/groups` });
    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
    await expect(table(page).getByRole("row", { name: /Engineering/ })).toContainText("3");
    await expect(table(page).getByRole("link", { name: "Sales" })).toBeVisible();

    await searchTable(page, "Platform");
    await expect(table(page).getByRole("link", { name: "Platform" })).toBeVisible();
    await expect(table(page).getByRole("link", { name: "Sales" })).toHaveCount(0);

    const engineering = tree(page).getByRole("treeitem", { name: "Engineering" });
    await engineering.getByRole("button", { name: "Expand Engineering" }).click();
    for (const name of ["Backend", "Frontend", "QA"])
      await expect(engineering.getByRole("treeitem", { name })).toBeVisible();

    // the tree's search shows the matches under their ancestors, opened
    await page.getByRole("searchbox", { name: "Search the tree" }).fill("Payments");
    await page.getByRole("searchbox", { name: "Search the tree" }).press("Enter");
    await expect(tree(page).getByRole("treeitem", { name: "Payments" })).toBeVisible();
    await expect(tree(page).getByRole("treeitem", { name: "Sales" })).toHaveCount(0);
    await tree(page).getByRole("link", { name: "Payments" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Group path" })).toContainText("Engineering");
  });

  test("builds a tree in the console, moves a subtree to the top level and deletes it", async ({ page, admin }) => {
    const [a, b, c] = [uniqueName("e2e-a"), uniqueName("e2e-b"), uniqueName("e2e-c")];
    await signIn(page, { hash: `/${REALM}/groups` });
    await page.getByRole("button", { name: "Create group" }).click();
    await createInDialog(page, "Create a group", a);
    await expect(page.getByText("Group created")).toBeVisible();

    await searchTable(page, a);
    await table(page).getByRole("link", { name: a }).click();
    await expect(page.getByRole("heading", { level: 1, name: a })).toBeVisible();
    await page.getByRole("button", { name: "Create group" }).click();
    await createInDialog(page, "Create child group", b);
    await table(page, "Child groups").getByRole("link", { name: b }).click();
    await expect(page.getByRole("heading", { level: 1, name: b })).toBeVisible();
    await page.getByRole("button", { name: "Create group" }).click();
    await createInDialog(page, "Create child group", c);
    await expect(table(page, "Child groups").getByRole("link", { name: c })).toBeVisible();

    // Create can be pressed at once, and says what is missing on its field
    await page.getByRole("button", { name: "Create group" }).click();
    const dialog = page.getByRole("dialog", { name: "Create child group" });
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("Required field")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();

    // a sibling's name is refused on the field
    await dialog.getByRole("textbox", { name: "Name" }).fill(c);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText(`Sibling group named '${c}' already exists.`)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // move B (with C) from A to the top level
    await page.getByRole("navigation", { name: "Group path" }).getByRole("link", { name: a }).click();
    await rowAction(page, "Child groups", b, "Move to");
    const move = page.getByRole("dialog", { name: `Move ${b} to` });
    await move.getByRole("button", { name: "Move here" }).click();
    await expect(page.getByText("Group moved")).toBeVisible();
    await expect(table(page, "Child groups").getByRole("link", { name: b })).toHaveCount(0);
    await expect.poll(() => topLevelNames(admin, b)).toEqual([b]);
    const [movedB] = await admin.groups.find({ realm: REALM, search: b, briefRepresentation: true });
    expect(movedB.path).toBe(`/${b}`);
    expect(
      (await admin.groups.listSubGroups({ realm: REALM, parentId: movedB.id!, briefRepresentation: true })).map(
        (group) => group.name,
      ),
    ).toEqual([c]);

    // delete B and its subtree
    await page.getByRole("navigation", { name: "Group path" }).getByRole("link", { name: "Groups" }).click();
    await searchTable(page, b);
    await rowAction(page, "Groups", b, "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete group?" });
    await expect(confirm).toContainText(b);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Group deleted")).toBeVisible();
    await expect.poll(() => topLevelNames(admin, b)).toEqual([]);
    await expect.poll(() => topLevelNames(admin, c)).toEqual([]);
    const [groupA] = await admin.groups.find({ realm: REALM, search: a, briefRepresentation: true });
    await admin.groups.del({ realm: REALM, id: groupA.id! });
  });

  test("members: adds two users through the picker, includes sub-group users, removes one", async ({ page, admin }) => {
    const prefix = uniqueName("e2e-member");
    const [first, second, nested] = [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`];
    const [firstId, secondId, nestedId] = [
      await createUser(admin, first),
      await createUser(admin, second),
      await createUser(admin, nested),
    ];
    const group = await admin.groups.create({ realm: REALM, name: uniqueName("e2e-team") });
    const sub = await admin.groups.createChildGroup({ realm: REALM, id: group.id }, { name: "sub" });
    await admin.users.addToGroup({ realm: REALM, id: nestedId, groupId: sub.id });

    await signIn(page, { hash: `/${REALM}/groups/${group.id}` });
    await page.getByRole("tab", { name: "Members" }).click();
    await page.getByRole("button", { name: "Add member" }).first().click();
    const picker = page.getByRole("dialog", { name: /Add members to/ });
    await picker.getByRole("searchbox", { name: "Search user" }).fill(prefix);
    await picker.getByRole("searchbox", { name: "Search user" }).press("Enter");
    await picker.getByRole("checkbox", { name: first }).check({ force: true });
    await picker.getByRole("checkbox", { name: second }).check({ force: true });
    await picker.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("2 users added to the group")).toBeVisible();

    const members = page.getByRole("table", { name: "Members" });
    await expect(members.getByRole("link", { name: first })).toBeVisible();
    await expect(members.getByRole("link", { name: second })).toBeVisible();
    await expect(members.getByRole("link", { name: nested })).toHaveCount(0);
    expect((await admin.groups.listMembers({ realm: REALM, id: group.id })).map((user) => user.id).sort()).toEqual(
      [firstId, secondId].sort(),
    );

    await page.getByRole("checkbox", { name: "Include sub-group users" }).check({ force: true });
    await expect(members.getByRole("link", { name: nested })).toBeVisible();
    await page.getByRole("checkbox", { name: "Include sub-group users" }).uncheck({ force: true });

    await members
      .getByRole("row", { name: new RegExp(first) })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Leave" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove members?" });
    await expect(confirm).toContainText(first);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("1 user left the group")).toBeVisible();
    await expect(members.getByRole("link", { name: first })).toHaveCount(0);
    await expect
      .poll(async () => (await admin.groups.listMembers({ realm: REALM, id: group.id })).map((user) => user.id))
      .toEqual([secondId]);

    await admin.groups.del({ realm: REALM, id: group.id });
    for (const id of [firstId, secondId, nestedId]) await admin.users.del({ realm: REALM, id });
  });

  test("attributes are saved and a realm role is assigned", async ({ page, admin }) => {
    const group = await admin.groups.create({ realm: REALM, name: uniqueName("e2e-attrs") });
    await signIn(page, { hash: `/${REALM}/groups/${group.id}` });

    await page.getByRole("tab", { name: "Attributes" }).click();
    const form = page.getByRole("form", { name: "Attributes" });
    await form.getByRole("button", { name: "Add an attribute" }).click();
    await form.getByRole("textbox", { name: "Key" }).last().fill("costCenter");
    await form.getByRole("textbox", { name: "Value" }).last().fill("CC-200");
    await form.getByRole("button", { name: "Add an attribute" }).click();
    await form.getByRole("textbox", { name: "Key" }).last().fill("costCenter");
    await form.getByRole("textbox", { name: "Value" }).last().fill("CC-300");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Group updated")).toBeVisible();
    await expect
      .poll(async () => (await admin.groups.findOne({ realm: REALM, id: group.id }))?.attributes)
      .toEqual({ costCenter: ["CC-200", "CC-300"] });

    await page.getByRole("tab", { name: "Role mapping" }).click();
    await page.getByRole("button", { name: "Assign roles" }).first().click();
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, "auditor");
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByRole("table", { name: "Role mapping" }).getByRole("row", { name: /auditor/ })).toBeVisible();
    await expect
      .poll(async () =>
        (await admin.groups.listRealmRoleMappings({ realm: REALM, id: group.id })).map((role) => role.name),
      )
      .toEqual(["auditor"]);

    await admin.groups.del({ realm: REALM, id: group.id });
  });

  test("duplicates a group with its attributes, role mappings and subgroups, and renames the copy", async ({
    page,
    admin,
  }) => {
    const name = uniqueName("e2e-orig");
    const original = await admin.groups.create({ realm: REALM, name, attributes: { tier: ["gold"] } });
    await admin.groups.createChildGroup({ realm: REALM, id: original.id }, { name: "inner" });
    const auditor = await admin.roles.findOneByName({ realm: REALM, name: "auditor" });
    await admin.groups.addRealmRoleMappings({
      realm: REALM,
      id: original.id,
      roles: [{ id: auditor!.id!, name: "auditor" }],
    });

    await signIn(page, { hash: `/${REALM}/groups` });
    await searchTable(page, name);
    await rowAction(page, "Groups", name, "Duplicate");
    const dialog = page.getByRole("dialog", { name: "Duplicate group" });
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue(`Copy of ${name}`);
    await dialog.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByText("Group duplicated")).toBeVisible();

    const [copy] = await admin.groups.find({ realm: REALM, search: `Copy of ${name}`, briefRepresentation: true });
    expect((await admin.groups.findOne({ realm: REALM, id: copy.id! }))?.attributes).toEqual({ tier: ["gold"] });
    expect((await admin.groups.listRealmRoleMappings({ realm: REALM, id: copy.id! })).map((role) => role.name)).toEqual(
      ["auditor"],
    );
    expect(
      (await admin.groups.listSubGroups({ realm: REALM, parentId: copy.id!, briefRepresentation: true })).map(
        (group) => group.name,
      ),
    ).toEqual(["inner"]);

    const renamed = uniqueName("e2e-renamed");
    await searchTable(page, `Copy of ${name}`);
    await rowAction(page, "Groups", `Copy of ${name}`, "Rename");
    const rename = page.getByRole("dialog", { name: "Rename group" });
    await rename.getByRole("textbox", { name: "Name" }).fill(renamed);
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("Group updated")).toBeVisible();
    await expect.poll(async () => (await admin.groups.findOne({ realm: REALM, id: copy.id! }))?.name).toBe(renamed);

    for (const id of [original.id, copy.id!]) await admin.groups.del({ realm: REALM, id });
  });

  test("the tree pages a parent's 25 children: 'Load more' shows the rest", async ({ page, admin }) => {
    const parentName = uniqueName("e2e-many");
    const parent = await admin.groups.create({ realm: REALM, name: parentName });
    for (let index = 0; index < 25; index++) {
      await admin.groups.createChildGroup(
        { realm: REALM, id: parent.id },
        { name: `child-${String(index).padStart(2, "0")}` },
      );
    }
    await signIn(page, { hash: `/${REALM}/groups` });
    await page.getByRole("searchbox", { name: "Search the tree" }).fill(parentName);
    await page.getByRole("searchbox", { name: "Search the tree" }).press("Enter");
    const item = tree(page).getByRole("treeitem", { name: parentName });
    await item.getByRole("button", { name: `Expand ${parentName}` }).click();
    await expect(item.getByRole("treeitem", { name: "child-19" })).toBeVisible();
    await expect(item.getByRole("treeitem", { name: "child-20" })).toHaveCount(0);
    await item.getByRole("button", { name: `Load more in ${parentName}` }).click();
    await expect(item.getByRole("treeitem", { name: "child-24" })).toBeVisible();
    await expect(item.getByRole("treeitem")).toHaveCount(25);
    await expect(item.getByRole("button", { name: `Load more in ${parentName}` })).toHaveCount(0);

    await admin.groups.del({ realm: REALM, id: parent.id });
  });

  test("an admin without query-groups sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/groups`, user: HELPDESK });
    await expect(page.getByText(/Forbidden/)).toBeVisible();
  });
});
