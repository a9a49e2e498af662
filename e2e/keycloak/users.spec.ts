// Users on Keycloak: one user's whole life in the console (created with attributes, a password, groups, a role,
// a credentials-reset mail, a session signed out, deleted), bulk actions, and the CSV import and export, each checked
// through Keycloak's admin API.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../../dev-server/test/helpers/smtpSink";
import { tokenOf } from "./support/grants";
import { keycloakAdmin, endAdminSession } from "./support/keycloak";
import { unique } from "../support/unique";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "../support/rolePicker";
import { chooseRowAction, confirmWith } from "../support/tableRow";

const REALM = "acme";
const PASSWORD = "Secret-123";
let smtp: SmtpSink;
let grantClient: string;

test.beforeAll(async () => {
  // Keycloak mails the credentials-reset link through the realm's SMTP server: this test's own
  smtp = await startSmtpSink();
  grantClient = unique("kc-users-grant");
  const admin = await keycloakAdmin();
  // only the field it changes: the other specs on acme change the realm meanwhile, and a whole representation read
  // before would put their changes back
  await admin.realms.update(
    { realm: REALM },
    { smtpServer: { host: "127.0.0.1", port: String(smtp.port), from: "no-reply@acme.example" } },
  );
  await admin.clients.create({
    realm: REALM,
    clientId: grantClient,
    publicClient: true,
    directAccessGrantsEnabled: true,
    standardFlowEnabled: false,
  });
  await endAdminSession(admin);
});
test.afterAll(() => smtp.close());

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function searchUsers(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search user" });
  await box.fill(text);
  await box.press("Enter");
}

test("a user's life: attributes, password, groups, role, credentials reset, session sign-out, delete", async ({
  page,
  admin,
}) => {
  const username = unique("kc-user");
  await signIn(page, { hash: `/${REALM}/users/add-user` });
  const form = page.getByRole("form", { name: "Create user" });
  await form.getByRole("textbox", { name: /^Username/ }).fill(username);
  await form.getByRole("textbox", { name: /^Email/ }).fill(`${username}@example.com`);
  await form.getByRole("textbox", { name: /^First name/ }).fill("Kay");
  await form.getByRole("textbox", { name: /^Last name/ }).fill("Cloak");
  await form.getByRole("combobox", { name: /^Department/ }).selectOption("Sales");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
  const [created] = await admin.users.find({ realm: REALM, username, exact: true });
  expect(created.attributes?.department).toEqual(["Sales"]);
  const id = created.id!;

  await tab(page, "Attributes").click();
  const attributes = page.getByRole("form", { name: "Attributes" });
  await attributes.getByRole("button", { name: "Add an attribute" }).click();
  await attributes.getByRole("textbox", { name: "Key" }).last().fill("shoe-size");
  await attributes.getByRole("textbox", { name: "Value" }).last().fill("44");
  await attributes.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.attributes)
    .toMatchObject({ department: ["Sales"], "shoe-size": ["44"] });

  await tab(page, "Credentials").click();
  await page.getByRole("button", { name: "Set password" }).click();
  const passwordDialog = page.getByRole("dialog", { name: `Set password for ${username}` });
  await passwordDialog.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await passwordDialog.getByLabel(/^Password confirmation/).fill(PASSWORD);
  const temporary = passwordDialog.getByRole("checkbox", { name: "Temporary" });
  await temporary.focus();
  await page.keyboard.press("Space");
  await expect(temporary).not.toBeChecked();
  await passwordDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The password has been set successfully.")).toBeVisible();
  await tokenOf({ realm: REALM, clientId: grantClient, username, password: PASSWORD });

  await page.getByRole("button", { name: "Credential reset" }).click();
  const reset = page.getByRole("dialog", { name: "Credentials reset" });
  const actions = reset.getByRole("combobox", { name: /Reset actions/i });
  await actions.click();
  await actions.pressSequentially("Update Password");
  await page.getByRole("option", { name: "Update Password", includeHidden: true }).dispatchEvent("click");
  await reset.getByRole("heading", { name: "Credentials reset" }).click();
  await reset.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByText("Email sent to user.")).toBeVisible();
  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(`${username}@example.com`)).length).toBe(1);

  await tab(page, "Groups").click();
  await page.getByRole("button", { name: "Join group" }).click();
  const picker = page.getByRole("dialog", { name: "Join groups" });
  await picker.getByRole("button", { name: "Open Engineering" }).click();
  await picker.getByText("Backend", { exact: true }).click();
  await picker.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText("Added group membership")).toBeVisible();
  await expect
    .poll(async () => (await admin.users.listGroups({ realm: REALM, id })).map((group) => group.path))
    .toEqual(["/Engineering/Backend"]);

  await tab(page, "Role mapping").click();
  await page.getByRole("button", { name: "Assign role" }).first().click();
  const roles = page.getByRole("dialog", { name: /^Assign role/ });
  await tickSearchedRole(roles, "auditor");
  await roles.getByRole("button", { name: "Assign", exact: true }).click();
  await expect
    .poll(async () => (await admin.users.listRealmRoleMappings({ realm: REALM, id })).map((role) => role.name))
    .toContain("auditor");

  await tab(page, "Sessions").click();
  const sessions = page.getByRole("table", { name: "Sessions" });
  await expect(sessions.getByRole("row")).toHaveCount(2);
  await chooseRowAction(sessions, "Sign out");
  await confirmWith(page, "Sign out");
  await expect(page.getByText("The session has been signed out")).toBeVisible();
  await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id })).length).toBe(0);

  await page.getByRole("button", { name: "Delete" }).click();
  await confirmWith(page, "Delete");
  await expect(page.getByText("The user has been deleted")).toBeVisible();
  await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id })) ?? null).toBeNull();
});

test("bulk actions: disable, join a group, sign out and delete the selected users", async ({ page, admin }) => {
  const prefix = unique("kc-bulk");
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    const username = `${prefix}-${n}`;
    const { id } = await admin.users.create({
      realm: REALM,
      username,
      email: `${username}@example.com`,
      firstName: "Bulk",
      lastName: String(n),
      enabled: true,
      credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    });
    ids.push(id);
    await tokenOf({ realm: REALM, clientId: grantClient, username, password: PASSWORD });
  }
  const group = await admin.groups.create({ realm: REALM, name: `${prefix}-group` });
  const eachUser = <T>(read: (id: string) => Promise<T>) => Promise.all(ids.map(read));

  await signIn(page, { hash: `/${REALM}/users` });
  await searchUsers(page, prefix);
  const table = page.getByRole("table", { name: "Users" });
  const selectAll = async () => {
    await expect(table.getByRole("link", { name: new RegExp(`^${prefix}-`) })).toHaveCount(3);
    await expect(table).toHaveAttribute("aria-busy", "false");
    await table.getByRole("checkbox", { name: "Select all" }).dispatchEvent("click");
    await expect(table.getByRole("checkbox", { name: "Select all" })).toBeChecked();
  };
  const run = async (action: string, confirmTitle: string, confirmLabel: string, runTitle: string) => {
    await selectAll();
    await page.getByRole("button", { name: "Bulk actions" }).click();
    await page.getByRole("menuitem", { name: action }).click();
    await page
      .getByRole(action === "Delete" ? "alertdialog" : "dialog", { name: confirmTitle })
      .getByRole("button", { name: confirmLabel })
      .click();
    const summary = page.getByRole("dialog", { name: runTitle });
    await expect(summary.getByRole("status")).toContainText("3 users of 3 succeeded");
    await summary.getByRole("button", { name: "Close" }).click();
  };

  await run("Disable", "Disable users?", "Disable", "Disable users");
  expect((await eachUser((id) => admin.users.findOne({ realm: REALM, id }))).map((user) => user?.enabled)).toEqual([
    false,
    false,
    false,
  ]);

  await selectAll();
  await page.getByRole("button", { name: "Bulk actions" }).click();
  await page.getByRole("menuitem", { name: "Join group" }).click();
  const picker = page.getByRole("dialog", { name: "Join groups" });
  await picker.getByRole("searchbox", { name: "Search group" }).fill(`${prefix}-group`);
  await picker.getByRole("searchbox", { name: "Search group" }).press("Enter");
  await picker.getByRole("checkbox", { name: `/${prefix}-group` }).check({ force: true });
  await picker.getByRole("button", { name: "Join", exact: true }).click();
  const joined = page.getByRole("dialog", { name: "Join groups" });
  await expect(joined.getByRole("status")).toContainText("3 users of 3 succeeded");
  await joined.getByRole("button", { name: "Close" }).click();
  expect((await admin.groups.listMembers({ realm: REALM, id: group.id })).length).toBe(3);

  // disabling a user ends their sessions on Keycloak; the sign-out still runs for each of them
  await run("Sign out", "Sign out users?", "Sign out", "Sign out users");
  expect((await eachUser((id) => admin.users.listSessions({ realm: REALM, id }))).flat()).toEqual([]);

  await run("Delete", "Delete user?", "Delete", "Delete users");
  await expect.poll(async () => (await admin.users.find({ realm: REALM, search: prefix })).length).toBe(0);
  await admin.groups.del({ realm: REALM, id: group.id });
});

test("CSV: imports users with their group and role, reports a taken name, and exports the search", async ({
  page,
  admin,
}) => {
  const prefix = unique("kc-csv");
  const group = `${prefix}-team`;
  await admin.groups.create({ realm: REALM, name: group });
  await admin.users.create({ realm: REALM, username: `${prefix}-taken`, enabled: true });
  const good = [1, 2].map((n) => `${prefix}-good${n}`);
  const csv = [
    "Username,Email,First name,Last name,Groups,Realm roles,Password",
    ...good.map((name) => `${name},${name}@example.com,Good,Row,/${group},auditor,Secret-pass-1`),
    `${prefix}-taken,taken-${prefix}@example.com,Taken,Row,/${group},auditor,`,
  ].join("\n");

  await signIn(page, { hash: `/${REALM}/users` });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import users" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "users.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("status")).toHaveText("2 of 3 rows can be imported; 1 cannot.");
  await expect(dialog.getByRole("table", { name: "Rows with problems" })).toContainText(
    "User exists with same username",
  );
  await dialog.getByRole("button", { name: "Import 2 users" }).click();
  await expect(dialog.getByRole("status")).toHaveText("2 users created; 1 row in the report.");
  await dialog.getByRole("button", { name: "Close" }).click();
  for (const username of good) {
    const [user] = await admin.users.find({ realm: REALM, username, exact: true });
    expect((await admin.users.listGroups({ realm: REALM, id: user.id! })).map((g) => g.name)).toEqual([group]);
    expect((await admin.users.listRealmRoleMappings({ realm: REALM, id: user.id! })).map((r) => r.name)).toContain(
      "auditor",
    );
    // the imported password is kept, to be changed at the first sign-in
    expect((await admin.users.getCredentials({ realm: REALM, id: user.id! })).map((c) => c.type)).toEqual(["password"]);
    expect(user.requiredActions).toContain("UPDATE_PASSWORD");
  }

  await searchUsers(page, prefix);
  await expect(page.getByRole("table", { name: "Users" }).getByRole("link", { name: good[0] })).toBeVisible();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export users" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportDialog.getByRole("button", { name: "Export", exact: true }).click(),
  ]);
  const exported = await readFile((await download.path())!, "utf8");
  const usernames = exported
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) =>
      line
        .split(",")[0]
        .replaceAll('"', "")
        .replace(/^\uFEFF/, ""),
    );
  expect(usernames.sort()).toEqual([...good, `${prefix}-taken`].sort());
});
