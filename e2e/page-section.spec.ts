import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

// The dev server's example declarative admin page (the "Todo" UI page provider, named "Example: to-do list" by the
// admin messages the example ships): listed in the sidebar as the example it is, its items
// created, edited and deleted through the page-section screens, and read-only for an admin who may only view.

const REALM = "acme";
const PAGE_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";
const EXAMPLE_TITLE = "Example: to-do list";
const EXAMPLE_HELP =
  "An example extension page, from Keycloak's admin UI page quickstart: to-do items kept as realm components.";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

const itemsNamed = async (admin: KcAdminClient, name: string) =>
  (await admin.components.find({ realm: REALM, type: PAGE_TYPE })).filter(
    (item) => item.providerId === "Todo" && item.config?.name?.[0] === name,
  );

test.describe("declarative admin pages", () => {
  const name = `e2e todo ${stamp()}`;

  test("the example page is in the sidebar's Configure group, named as an example, and lists the realm's items", async ({
    page,
  }) => {
    await signIn(page, { hash: `/${REALM}` });
    const configure = page.getByRole("navigation", { name: "Configure" });
    await expect(configure.getByRole("link", { name: "Todo", exact: true })).toHaveCount(0);
    await configure.getByRole("link", { name: EXAMPLE_TITLE, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/page-section/Todo$`));
    await expect(page.getByRole("heading", { level: 1, name: EXAMPLE_TITLE })).toBeVisible();
    await expect(page.getByText(EXAMPLE_HELP)).toBeVisible();
    await expect(page.getByRole("link", { name: "Review admin roles" })).toBeVisible();
  });

  test("creates an item, which the server then holds", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/page-section/Todo` });
    await page.getByRole("button", { name: "Create item" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create item" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("textbox", { name: "Description" }).fill("First draft");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The item has been saved successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const [item] = await itemsNamed(admin, name);
    expect(item?.config?.description).toEqual(["First draft"]);
    expect(page.url()).toContain(`/page-section/Todo/${item?.id}`);
    const realm = await admin.realms.findOne({ realm: REALM });
    expect(item?.parentId).toBe(realm?.id);
  });

  test("edits the item on its details page", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/page-section/Todo` });
    await page.getByRole("link", { name }).click();
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("First draft");
    await description.fill("Reviewed");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The item has been saved successfully.")).toBeVisible();
    await expect.poll(async () => (await itemsNamed(admin, name))[0]?.config?.description).toEqual(["Reviewed"]);
  });

  test("deletes the item from the list after asking", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/page-section/Todo` });
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to permanently delete this item?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The item has been deleted.")).toBeVisible();
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    expect(await itemsNamed(admin, name)).toEqual([]);
  });

  test("asks before leaving a new item with unsaved input, and keeps it on Stay", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/page-section/Todo/add` });
    await page.getByRole("textbox", { name: "Name" }).fill("not saved yet");
    await page.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/page-section/Todo/add$`));
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("not saved yet");
  });

  test("an admin with view-realm alone sees the page read-only", async ({ page, admin }) => {
    const viewer = { username: `zz-e2e-page-viewer-${stamp()}`, password: "Viewer-1234" };
    // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
    const { id: viewerId } = await admin.users.create({
      realm: REALM,
      username: viewer.username,
      enabled: true,
      email: `${viewer.username}@example.org`,
      firstName: "Page",
      lastName: "Viewer",
    });
    await admin.users.resetPassword({
      realm: REALM,
      id: viewerId,
      credential: { type: "password", value: viewer.password, temporary: false },
    });
    const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const viewRealm = await admin.clients.findRole({ realm: REALM, id: management.id!, roleName: "view-realm" });
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: viewerId,
      clientUniqueId: management.id!,
      roles: [{ id: viewRealm!.id!, name: "view-realm" }],
    });

    await signIn(page, { loginRealm: REALM, hash: `/${REALM}`, user: viewer });
    await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: EXAMPLE_TITLE }).click();
    await expect(page.getByRole("link", { name: "Review admin roles" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create item" })).toHaveCount(0);
    await page.getByRole("link", { name: "Review admin roles" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Review admin roles" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });
});
