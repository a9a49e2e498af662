import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "./support/rolePicker";

// Bulk actions on the user list, each checked against the server: 25 users of this run only (one prefix),
// found by a search, shown on one page of 50 and selected all at once.

const REALM = "acme";
const COUNT = 25;
const PASSWORD = "Secret-123";

type Created = { id: string; username: string };

async function createUsers(admin: KcAdminClient, prefix: string): Promise<Created[]> {
  const users: Created[] = [];
  for (let index = 1; index <= COUNT; index++) {
    const username = `${prefix}-${String(index).padStart(2, "0")}`;
    const { id } = await admin.users.create({
      realm: REALM,
      username,
      email: `${username}@example.com`,
      firstName: "Bulk",
      lastName: `User ${index}`,
      enabled: true,
      credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    });
    users.push({ id, username });
  }
  return users;
}

/** A direct-grant login (a session), required actions cleared first: Keycloak refuses the grant while any are due. */
async function startSession(admin: KcAdminClient, clientId: string, { id, username }: Created) {
  await admin.users.update({ realm: REALM, id }, { requiredActions: [] });
  const response = await fetch(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: clientId,
      username,
      password: PASSWORD,
      scope: "openid",
    }),
  });
  expect(response.ok).toBe(true);
}

async function outbox(
  admin: KcAdminClient,
): Promise<{ type: string; userId?: string; details: { actions?: string[]; lifespan?: number } }[]> {
  const response = await fetch(`${E2E_BASE_URL}/admin/realms/${REALM}/dev/outbox`, {
    headers: { Authorization: `Bearer ${await admin.getAccessToken()}` },
  });
  return response.json();
}

async function selectAll(page: Page, prefix: string) {
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("link", { name: `${prefix}-${COUNT}` })).toBeVisible();
  await expect(table.getByRole("link", { name: new RegExp(`^${prefix}-`) })).toHaveCount(COUNT);
  await expect(table).toHaveAttribute("aria-busy", "false");
  // the input is visually hidden, so a click at its position can miss; a click event on it toggles it
  const selectAllBox = table.getByRole("checkbox", { name: "Select all" });
  await selectAllBox.dispatchEvent("click");
  await expect(selectAllBox).toBeChecked();
  await expect(page.getByRole("button", { name: "Bulk actions" })).toBeEnabled();
}

/** An option of an open combobox; its list sits outside the (modal) dialog, so it counts as hidden. */
const chooseOption = (page: Page, name: string) => page.getByRole("option", { name, includeHidden: true });

/** A multi-select keeps its list open; a click on the dialog's title (outside the list) closes it. */
async function closeOptions(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Required actions" });
  await dialog.getByRole("heading", { name: "Required actions" }).click();
  await expect(dialog.getByRole("combobox", { name: /Required user actions/ })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
}

async function chooseBulkAction(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name: "Bulk actions" }).click();
  await page.getByRole("menuitem", { name }).click();
}

/** Waits for the run's summary, checks that every user succeeded, and closes it. */
async function expectAllSucceeded(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("status")).toContainText(`${COUNT} users of ${COUNT} succeeded`, { timeout: 30_000 });
  await expect(dialog.getByRole("table", { name: "Failures" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
}

async function confirmSimpleAction(
  page: Page,
  menuItem: string,
  confirmTitle: string,
  continueLabel: string,
  runTitle: string,
  prefix: string,
) {
  await selectAll(page, prefix);
  await chooseBulkAction(page, menuItem);
  const confirm = page.getByRole(menuItem === "Delete" ? "alertdialog" : "dialog", { name: confirmTitle });
  await expect(confirm).toContainText(String(COUNT));
  await confirm.getByRole("button", { name: continueLabel }).click();
  await expectAllSucceeded(page, runTitle);
}

test.describe("bulk actions on users", () => {
  test.setTimeout(240_000);

  test("disable, enable, required actions, join group, assign role, sign out and delete 25 users", async ({
    page,
    admin,
  }) => {
    const prefix = `bulk${Date.now().toString(36)}`;
    const users = await createUsers(admin, prefix);
    const ids = users.map((user) => user.id);
    const eachUser = <T>(read: (id: string) => Promise<T>) => Promise.all(ids.map(read));

    const { id: groupId } = await admin.groups.create({ realm: REALM, name: `${prefix}-group` });
    const roleName = `${prefix}-role`;
    await admin.roles.create({ realm: REALM, name: roleName });
    const sessionClient = `${prefix}-cli`;
    await admin.clients.create({
      realm: REALM,
      clientId: sessionClient,
      publicClient: true,
      directAccessGrantsEnabled: true,
      standardFlowEnabled: false,
    });

    await signIn(page, { hash: `/${REALM}/users` });
    const search = page.getByRole("searchbox", { name: "Search user" });
    await search.fill(prefix);
    await search.press("Enter");
    await page.getByRole("combobox", { name: "Per page" }).selectOption("50");

    // disable
    await confirmSimpleAction(page, "Disable", "Disable users?", "Disable", "Disable users", prefix);
    await expect
      .poll(async () =>
        (await eachUser((id) => admin.users.findOne({ realm: REALM, id }))).every((user) => user?.enabled === false),
      )
      .toBe(true);
    await expect(page.getByRole("table", { name: "Users" }).getByText("Disabled")).toHaveCount(COUNT);

    // enable
    await confirmSimpleAction(page, "Enable", "Enable users?", "Enable", "Enable users", prefix);
    await expect
      .poll(async () =>
        (await eachUser((id) => admin.users.findOne({ realm: REALM, id }))).every((user) => user?.enabled === true),
      )
      .toBe(true);

    // required actions: added to each user, then emailed to each user
    for (const delivery of ["add", "email"] as const) {
      await selectAll(page, prefix);
      await chooseBulkAction(page, "Required actions");
      const form = page.getByRole("form", { name: "Required actions" });
      const actions = form.getByRole("combobox", { name: /Required user actions/ });
      await actions.click();
      await actions.pressSequentially("Update Password");
      await chooseOption(page, "Update Password").dispatchEvent("click");
      await closeOptions(page);
      if (delivery === "email") {
        await form.getByText("Email each user a link to perform them").click();
        await form.getByRole("combobox", { name: /Expires in/ }).selectOption("300");
        await form.getByRole("button", { name: "Send email" }).click();
        await expectAllSucceeded(page, "Send required actions email");
      } else {
        await form.getByRole("button", { name: "Add", exact: true }).click();
        await expectAllSucceeded(page, "Add required actions");
      }
    }
    const withActions = await eachUser((id) => admin.users.findOne({ realm: REALM, id }));
    expect(withActions.every((user) => user?.requiredActions?.includes("UPDATE_PASSWORD"))).toBe(true);
    const mails = (await outbox(admin)).filter(
      (mail) => mail.type === "EXECUTE_ACTIONS" && ids.includes(mail.userId ?? ""),
    );
    expect(new Set(mails.map((mail) => mail.userId)).size).toBe(COUNT);
    expect(
      mails.every((mail) => mail.details.actions?.includes("UPDATE_PASSWORD") && mail.details.lifespan === 300),
    ).toBe(true);

    // join group
    await selectAll(page, prefix);
    await chooseBulkAction(page, "Join group");
    const picker = page.getByRole("dialog", { name: "Join groups" });
    await picker.getByRole("searchbox", { name: "Search for groups" }).fill(`${prefix}-group`);
    await picker.getByRole("searchbox", { name: "Search for groups" }).press("Enter");
    await picker.getByRole("checkbox", { name: `/${prefix}-group` }).check({ force: true });
    await picker.getByRole("button", { name: "Join", exact: true }).click();
    await expectAllSucceeded(page, "Join groups");
    const memberships = await eachUser((id) => admin.users.listGroups({ realm: REALM, id }));
    expect(memberships.every((groups) => groups.some((group) => group.id === groupId))).toBe(true);

    // assign role
    await selectAll(page, prefix);
    await chooseBulkAction(page, /^Assign role/);
    const rolePicker = page.getByRole("dialog", { name: /^Assign role/ });
    await tickSearchedRole(rolePicker, roleName);
    await rolePicker.getByRole("button", { name: "Assign", exact: true }).click();
    await expectAllSucceeded(page, "Assign roles");
    const roleMappings = await eachUser((id) => admin.users.listRealmRoleMappings({ realm: REALM, id }));
    expect(roleMappings.every((roles) => roles.some((role) => role.name === roleName))).toBe(true);

    // sign out: a few users sign in first
    const signedIn = users.slice(0, 3);
    for (const user of signedIn) await startSession(admin, sessionClient, user);
    await expect
      .poll(async () =>
        (await Promise.all(signedIn.map((user) => admin.users.listSessions({ realm: REALM, id: user.id })))).every(
          (s) => s.length > 0,
        ),
      )
      .toBe(true);
    await confirmSimpleAction(page, "Sign out", "Sign out users?", "Sign out", "Sign out users", prefix);
    await expect
      .poll(async () =>
        (await Promise.all(signedIn.map((user) => admin.users.listSessions({ realm: REALM, id: user.id })))).every(
          (s) => s.length === 0,
        ),
      )
      .toBe(true);

    // delete
    await confirmSimpleAction(page, "Delete", "Delete user?", "Delete", "Delete users", prefix);
    await expect.poll(async () => (await admin.users.find({ realm: REALM, search: prefix })).length).toBe(0);
    await expect(page.getByText("No search results")).toBeVisible();

    await admin.groups.del({ realm: REALM, id: groupId });
    await admin.roles.delByName({ realm: REALM, name: roleName });
  });

  test("a failure is reported with the user and the server's message; the others still run", async ({
    page,
    admin,
  }) => {
    const prefix = `bulkfail${Date.now().toString(36)}`;
    const ok = await admin.users.create({
      realm: REALM,
      username: `${prefix}-a`,
      email: `${prefix}-a@example.com`,
      enabled: true,
    });
    // no email address: the server refuses to send it one
    await admin.users.create({ realm: REALM, username: `${prefix}-b`, enabled: true });

    await signIn(page, { hash: `/${REALM}/users` });
    const search = page.getByRole("searchbox", { name: "Search user" });
    await search.fill(prefix);
    await search.press("Enter");
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("link", { name: `${prefix}-b` })).toBeVisible();
    await expect(table).toHaveAttribute("aria-busy", "false");
    await table.getByRole("checkbox", { name: "Select all" }).dispatchEvent("click");

    await chooseBulkAction(page, "Required actions");
    const form = page.getByRole("form", { name: "Required actions" });
    const actions = form.getByRole("combobox", { name: /Required user actions/ });
    await actions.click();
    await actions.pressSequentially("Verify Email");
    await chooseOption(page, "Verify Email").dispatchEvent("click");
    await closeOptions(page);
    await form.getByText("Email each user a link to perform them").click();
    await form.getByRole("button", { name: "Send email" }).click();

    const summary = page.getByRole("dialog", { name: "Send required actions email" }).getByRole("status");
    await expect(summary).toContainText("1 user of 2 succeeded");
    await expect(summary).toContainText("1 user failed");
    await expect(summary.getByRole("row", { name: new RegExp(`${prefix}-b`) })).toContainText("User email missing");
    const mails = (await outbox(admin)).filter((mail) => mail.type === "EXECUTE_ACTIONS" && mail.userId === ok.id);
    expect(mails).toHaveLength(1);
  });

  test("an admin who may only query users is offered no bulk actions", async ({ page }) => {
    await signIn(page, {
      loginRealm: REALM,
      hash: `/${REALM}/users`,
      user: { username: "helpdesk", password: "helpdesk" },
    });
    // the dev server lists no users to an admin without view-users, as Keycloak without fine-grained permissions
    await expect(page.getByText("No users found")).toBeVisible();
    await expect(page.getByRole("button", { name: "Bulk actions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create new user" })).toHaveCount(0);
  });
});
