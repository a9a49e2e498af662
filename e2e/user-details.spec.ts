import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { consoleUrl } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction, confirmWith } from "./support/tableRow";

const REALM = "acme";
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A user made through the admin API, with a password, to look at in the console. */
async function createUser(
  admin: KcAdminClient,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { id } = await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@example.com`,
    firstName: "Test",
    lastName: "User",
    enabled: true,
    credentials: [{ type: "password", value: "Secret-123", temporary: false }],
    ...extra,
  });
  return id;
}

const openUser = (page: Page, id: string, tab = "settings") => signIn(page, { hash: `/${REALM}/users/${id}/${tab}` });

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test.describe("user create and details", () => {
  test("creates a user, sets a password, the user signs in, and their session can be signed out", async ({
    page,
    admin,
    browser,
  }) => {
    const username = unique("newbie");
    await signIn(page, { hash: `/${REALM}/users/add-user` });
    const form = page.getByRole("form", { name: "Create user" });
    await form.getByRole("textbox", { name: /^Username/ }).fill(username);
    await form.getByRole("textbox", { name: /^Email/ }).fill(`${username}@example.com`);
    await form.getByRole("textbox", { name: /^First name/ }).fill("New");
    await form.getByRole("textbox", { name: /^Last name/ }).fill("Comer");
    await form.getByRole("button", { name: "Create" }).click();

    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
    await expect(page).toHaveURL(/#\/acme\/users\/[^/]+\/settings/);
    const [created] = await admin.users.find({ realm: REALM, username, exact: true });
    expect(created?.enabled).toBe(true);

    await tab(page, "Credentials").click();
    await page.getByRole("button", { name: "Set password" }).click();
    const dialog = page.getByRole("dialog", { name: `Set password for ${username}` });
    await dialog.getByLabel(/^Password\W*$/).fill("Secret-123");
    await dialog.getByLabel(/^Password confirmation/).fill("Secret-123");
    // by keyboard: while the dialog animates in, the switch's input can sit outside the viewport for a pointer
    const temporary = dialog.getByRole("checkbox", { name: "Temporary" });
    await temporary.focus();
    await page.keyboard.press("Space");
    await expect(temporary).not.toBeChecked();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The password has been set successfully.")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Credentials" }).getByRole("cell", { name: "password", exact: true }),
    ).toBeVisible();

    // the new user signs in through the dev server's login page in a browser of their own
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await userPage.goto(consoleUrl(REALM));
    await userPage.getByLabel("Username or email").fill(username);
    await userPage.getByLabel("Password").fill("Secret-123");
    await userPage.getByRole("button", { name: "Sign In" }).click();
    await expect(userPage.getByLabel("Username or email")).toHaveCount(0);
    await context.close();

    await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id: created.id! })).length).toBe(1);
    await tab(page, "Sessions").click();
    const sessions = page.getByRole("table", { name: "Sessions" });
    await expect(sessions.getByRole("row")).toHaveCount(2);
    await chooseRowAction(sessions, "Sign out");
    await confirmWith(page, "Sign out");
    await expect(page.getByText("The session has been signed out")).toBeVisible();
    await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id: created.id! })).length).toBe(0);
  });

  test("a duplicate username shows the server's message on the field", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/users/add-user` });
    const form = page.getByRole("form", { name: "Create user" });
    await form.getByRole("textbox", { name: /^Username/ }).fill("alice");
    await form.getByRole("textbox", { name: /^Email/ }).fill(`${unique("dup")}@example.com`);
    await form.getByRole("textbox", { name: /^First name/ }).fill("Dup");
    await form.getByRole("textbox", { name: /^Last name/ }).fill("Licate");
    await form.getByRole("button", { name: "Create" }).click();
    await expect(form.getByText("User exists with same username")).toBeVisible();
  });

  test("details edits are saved", async ({ page, admin }) => {
    const id = await createUser(admin, unique("editme"));
    await openUser(page, id);
    const form = page.getByRole("form", { name: "Details" });
    await form.getByRole("textbox", { name: /^First name/ }).fill("Edited");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The user has been saved")).toBeVisible();
    await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.firstName).toBe("Edited");
  });

  test("credentials: rename the label, then delete the credential", async ({ page, admin }) => {
    const id = await createUser(admin, unique("creds"));
    await openUser(page, id, "credentials");
    const table = page.getByRole("table", { name: "Credentials" });
    await table.getByRole("button", { name: "Edit the user label of password" }).click();
    await table.getByRole("textbox", { name: "User label" }).fill("My laptop");
    await table.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("User label changed successfully.")).toBeVisible();
    await expect
      .poll(async () => (await admin.users.getCredentials({ realm: REALM, id }))[0]?.userLabel)
      .toBe("My laptop");

    await table.getByRole("button", { name: "Delete My laptop" }).click();
    await confirmWith(page, "Delete");
    await expect(page.getByText("The credentials has been deleted successfully.")).toBeVisible();
    await expect.poll(async () => (await admin.users.getCredentials({ realm: REALM, id })).length).toBe(0);
  });

  test("groups: join two groups, leave one", async ({ page, admin }) => {
    const id = await createUser(admin, unique("joiner"));
    await openUser(page, id, "groups");
    await page.getByRole("button", { name: "Join group" }).click();
    const picker = page.getByRole("dialog", { name: "Join groups" });
    await picker.getByText("Sales", { exact: true }).click();
    await picker.getByRole("button", { name: "Open Engineering" }).click();
    await picker.getByText("Backend", { exact: true }).click();
    await picker.getByRole("button", { name: "Join" }).click();
    await expect(page.getByText("Added group membership")).toBeVisible();
    await expect
      .poll(async () => (await admin.users.listGroups({ realm: REALM, id })).map((g) => g.path).sort())
      .toEqual(["/Engineering/Backend", "/Sales"]);

    const table = page.getByRole("table", { name: "Groups" });
    await expect(table.getByRole("cell", { name: "/Engineering/Backend" })).toBeVisible();
    await page.getByText("Direct membership").click();
    await expect(table.getByRole("cell", { name: "/Engineering", exact: true })).toBeVisible();
    await page.getByText("Direct membership").click();

    await table
      .getByRole("row", { name: /\/Sales/ })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Leave" }).click();
    await confirmWith(page, "Leave");
    await expect(page.getByText("Removed group membership")).toBeVisible();
    await expect
      .poll(async () => (await admin.users.listGroups({ realm: REALM, id })).map((g) => g.path))
      .toEqual(["/Engineering/Backend"]);
  });

  test("consents show the granted client scopes", async ({ page, admin }) => {
    const [alice] = await admin.users.find({ realm: REALM, username: "alice", exact: true });
    await openUser(page, alice.id!, "consents");
    const table = page.getByRole("table", { name: "Consents" });
    await expect(table.getByRole("row", { name: /acme-webapp/ })).toContainText("profile");
  });

  test("identity provider links: link, then unlink", async ({ page, admin }) => {
    const id = await createUser(admin, unique("linker"));
    await openUser(page, id, "identity-provider-links");
    await page.getByRole("button", { name: "Link account to corporate-sso" }).click();
    const dialog = page.getByRole("dialog", { name: "Link account to corporate-sso" });
    await dialog.getByRole("textbox", { name: /^User ID/ }).fill("ext-42");
    await dialog.getByRole("textbox", { name: /^Username/ }).fill("ext.user");
    await dialog.getByRole("button", { name: "Link" }).click();
    await expect(page.getByText("Identity provider has been linked")).toBeVisible();
    await expect
      .poll(async () =>
        (await admin.users.listFederatedIdentities({ realm: REALM, id })).map((f) => [
          f.identityProvider,
          f.userId,
          f.userName,
        ]),
      )
      .toEqual([["corporate-sso", "ext-42", "ext.user"]]);

    await page.getByRole("button", { name: "Unlink account from corporate-sso?" }).click();
    await confirmWith(page, "Unlink");
    await expect(page.getByText("The provider link has been removed")).toBeVisible();
    await expect.poll(async () => (await admin.users.listFederatedIdentities({ realm: REALM, id })).length).toBe(0);
  });

  test("the header disables the user after confirming, and deletes the user", async ({ page, admin }) => {
    const username = unique("goner");
    const id = await createUser(admin, username);
    await openUser(page, id);
    await page.getByRole("checkbox", { name: "Enabled" }).uncheck({ force: true });
    await confirmWith(page, "Disable");
    await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.enabled).toBe(false);

    await page.getByRole("button", { name: "Delete" }).click();
    await confirmWith(page, "Delete");
    await expect(page.getByText("The user has been deleted")).toBeVisible();
    await expect(page).toHaveURL(/#\/acme\/users$/);
    await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id })) ?? null).toBeNull();
  });

  test("a user holding only query-users sees the details read-only", async ({ page, admin }) => {
    const [bob] = await admin.users.find({ realm: REALM, username: "bob", exact: true });
    await signIn(page, {
      loginRealm: REALM,
      hash: `/${REALM}/users/${bob.id}/settings`,
      user: { username: "helpdesk", password: "helpdesk" },
    });
    await expect(page.getByText(/permission/i).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });
});
