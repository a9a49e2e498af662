// Groups and realm roles on Keycloak: a tree built in the console with members and a subtree moved, and a composite
// role made in the console with the users who hold it, each checked through Keycloak's admin API.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { unique } from "../support/unique";
import { tickSearchedRole } from "../support/rolePicker";

const REALM = "acme";

const table = (page: Page, name: "Groups" | "Child groups") => page.getByRole("table", { name });

async function createInDialog(page: Page, title: string, name: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
}

test("groups: a tree with children and members, a subtree moved to the top level, then deleted", async ({
  page,
  admin,
}) => {
  const [parent, child, grandchild] = [unique("kc-parent"), unique("kc-child"), unique("kc-grandchild")];
  const member = unique("kc-member");
  const { id: memberId } = await admin.users.create({ realm: REALM, username: member, enabled: true });

  await signIn(page, { hash: `/${REALM}/groups` });
  await page.getByRole("button", { name: "Create group" }).click();
  await createInDialog(page, "Create a group", parent);
  const search = page.getByRole("searchbox", { name: "Search group" });
  await search.fill(parent);
  await search.press("Enter");
  await table(page, "Groups").getByRole("link", { name: parent }).click();
  await page.getByRole("button", { name: "Create group" }).click();
  await createInDialog(page, "Create child group", child);
  await table(page, "Child groups").getByRole("link", { name: child }).click();
  await page.getByRole("button", { name: "Create group" }).click();
  await createInDialog(page, "Create child group", grandchild);
  await expect(table(page, "Child groups").getByRole("link", { name: grandchild })).toBeVisible();

  await page.getByRole("tab", { name: "Members" }).click();
  await page.getByRole("button", { name: "Add member" }).first().click();
  const picker = page.getByRole("dialog", { name: /Add members to/ });
  await picker.getByRole("searchbox", { name: "Search user" }).fill(member);
  await picker.getByRole("searchbox", { name: "Search user" }).press("Enter");
  await picker.getByRole("checkbox", { name: member }).check({ force: true });
  await picker.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("table", { name: "Members" }).getByRole("link", { name: member })).toBeVisible();
  expect((await admin.users.listGroups({ realm: REALM, id: memberId })).map((group) => group.path)).toEqual([
    `/${parent}/${child}`,
  ]);

  const tree = page.getByRole("tree", { name: "Group tree" });
  await page.getByRole("searchbox", { name: "Search the tree" }).fill(grandchild);
  await page.getByRole("searchbox", { name: "Search the tree" }).press("Enter");
  await expect(tree.getByRole("treeitem", { name: grandchild })).toBeVisible();

  await page.getByRole("navigation", { name: "Group path" }).getByRole("link", { name: parent }).click();
  await table(page, "Child groups")
    .getByRole("row", { name: new RegExp(child) })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: "Move to", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Move ${child} to` })
    .getByRole("button", { name: "Move here" })
    .click();
  await expect(page.getByText("Group moved")).toBeVisible();
  await expect
    .poll(async () => (await admin.users.listGroups({ realm: REALM, id: memberId })).map((group) => group.path))
    .toEqual([`/${child}`]);
  const [moved] = await admin.groups.find({ realm: REALM, search: child, briefRepresentation: true });
  expect(
    (await admin.groups.listSubGroups({ realm: REALM, parentId: moved.id!, briefRepresentation: true })).map(
      (group) => group.name,
    ),
  ).toEqual([grandchild]);

  await page.getByRole("navigation", { name: "Group path" }).getByRole("link", { name: "Groups" }).click();
  await search.fill(child);
  await search.press("Enter");
  await table(page, "Groups")
    .getByRole("row", { name: new RegExp(child) })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete group?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Group deleted")).toBeVisible();
  await expect.poll(async () => (await admin.groups.find({ realm: REALM, search: grandchild })).length).toBe(0);
  const [left] = await admin.groups.find({ realm: REALM, search: parent, briefRepresentation: true });
  await admin.groups.del({ realm: REALM, id: left.id! });
  await admin.users.del({ realm: REALM, id: memberId });
});

test("realm roles: a composite made in the console, and the users who hold it", async ({ page, admin }) => {
  const name = unique("kc-lead");
  const holder = unique("kc-holder");
  const { id: holderId } = await admin.users.create({ realm: REALM, username: holder, enabled: true });

  await signIn(page, { hash: `/${REALM}/roles/new` });
  await page.getByRole("textbox", { name: "Role name" }).fill(name);
  await page.getByRole("textbox", { name: "Description" }).fill("made on Keycloak");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Role created")).toBeVisible();
  const role = (await admin.roles.findOneByName({ realm: REALM, name }))!;
  expect(role.description).toBe("made on Keycloak");

  await page.getByRole("tab", { name: "Associated roles" }).click();
  // the empty tab offers "Assign role", a tab with roles "Assign roles"
  await page
    .getByRole("button", { name: /^Assign roles?$/ })
    .first()
    .click();
  const picker = page.getByRole("dialog", { name: /^Assign roles?$/ });
  await tickSearchedRole(picker, "auditor");
  await picker.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("Associated roles have been added")).toBeVisible();
  await expect
    .poll(async () => (await admin.roles.getCompositeRoles({ realm: REALM, id: role.id! })).map((r) => r.name))
    .toEqual(["auditor"]);
  expect((await admin.roles.findOneById({ realm: REALM, id: role.id! }))?.composite).toBe(true);

  await admin.users.addRealmRoleMappings({ realm: REALM, id: holderId, roles: [{ id: role.id!, name }] });
  await page.getByRole("tab", { name: "Users in role" }).click();
  await expect(
    page.getByRole("table", { name: "Users in role" }).getByRole("row", { name: new RegExp(holder) }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Delete this role" }).click();
  await page.getByRole("alertdialog", { name: "Delete role?" }).getByRole("button", { name: "Delete" }).click();
  await expect.poll(async () => (await admin.roles.findOneByName({ realm: REALM, name })) ?? null).toBeNull();
  await admin.users.del({ realm: REALM, id: holderId });
});
