// A user's credentials, attributes, identity-provider links and sessions tabs, and the users list's bulk actions, by
// keyboard alone: every step is a key, then the server is asked what the keys did.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { chooseMenuItem, press, search, tabTo, typeInto } from "./support/keyboard";
import { unique } from "./support/unique";

const REALM = "acme";
const PASSWORD = "Secret-123";

async function createUser(admin: KcAdminClient, username: string, withPassword = false): Promise<string> {
  const { id } = await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@example.com`,
    firstName: "Key",
    lastName: "Board",
    enabled: true,
    ...(withPassword ? { credentials: [{ type: "password", value: PASSWORD, temporary: false }] } : {}),
  });
  return id;
}

const openUser = (page: Page, id: string, tab: string) => signIn(page, { hash: `/${REALM}/users/${id}/${tab}` });

test.describe("a user's tabs and the bulk actions by keyboard alone", () => {
  test("credentials: sets a password that is not temporary, then renames its label", async ({ page, admin }) => {
    const id = await createUser(admin, unique("kbd-creds"));
    await openUser(page, id, "credentials");
    await press(page, page.getByRole("button", { name: "Set password" }));
    const dialog = page.getByRole("dialog", { name: /^Set password for / });
    await typeInto(page, dialog.getByLabel(/^Password\W*$/), PASSWORD);
    await typeInto(page, dialog.getByLabel(/^Password confirmation/), PASSWORD);
    const temporary = dialog.getByRole("checkbox", { name: "Temporary" });
    await tabTo(page, temporary);
    await page.keyboard.press("Space");
    await expect(temporary).not.toBeChecked();
    await press(page, dialog.getByRole("button", { name: "Save" }));
    await expect.poll(async () => (await admin.users.getCredentials({ realm: REALM, id }))[0]?.type).toBe("password");
    await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.requiredActions).toEqual([]);

    const table = page.getByRole("table", { name: "Credentials" });
    await press(page, table.getByRole("button", { name: "Edit the user label of password" }));
    await typeInto(page, table.getByRole("textbox", { name: "User label" }), "Typed label");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await admin.users.getCredentials({ realm: REALM, id }))[0]?.userLabel)
      .toBe("Typed label");
  });

  test("attributes: adds an attribute and saves it", async ({ page, admin }) => {
    const id = await createUser(admin, unique("kbd-attrs"));
    await openUser(page, id, "attributes");
    const form = page.getByRole("form", { name: "Attributes" });
    await press(page, form.getByRole("button", { name: "Add an attribute" }));
    await typeInto(page, form.getByRole("textbox", { name: "Key" }).last(), "shoe-size");
    await typeInto(page, form.getByRole("textbox", { name: "Value" }).last(), "44");
    await press(page, form.getByRole("button", { name: "Save" }));
    await expect
      .poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.attributes?.["shoe-size"])
      .toEqual(["44"]);
  });

  test("identity provider links: links an account, then unlinks it", async ({ page, admin }) => {
    const id = await createUser(admin, unique("kbd-link"));
    await openUser(page, id, "identity-provider-links");
    await press(page, page.getByRole("button", { name: "Link account to corporate-sso" }));
    const dialog = page.getByRole("dialog", { name: "Link account to corporate-sso" });
    await typeInto(page, dialog.getByRole("textbox", { name: /^User ID/ }), "kbd-42");
    await typeInto(page, dialog.getByRole("textbox", { name: /^Username/ }), "kbd.user");
    await press(page, dialog.getByRole("button", { name: "Link" }));
    const links = () => admin.users.listFederatedIdentities({ realm: REALM, id });
    await expect.poll(async () => (await links()).map((link) => link.userId)).toEqual(["kbd-42"]);

    await press(page, page.getByRole("button", { name: "Unlink account from corporate-sso?" }));
    await press(page, page.getByRole("alertdialog").getByRole("button", { name: "Unlink" }));
    await expect.poll(async () => (await links()).length).toBe(0);
  });

  test("sessions: signs out the user's session from its row's menu", async ({ page, admin }) => {
    const username = unique("kbd-session");
    const id = await createUser(admin, username, true);
    const clientId = unique("kbd-grant");
    await admin.clients.create({
      realm: REALM,
      clientId,
      publicClient: true,
      directAccessGrantsEnabled: true,
      standardFlowEnabled: false,
    });
    const grant = await fetch(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", client_id: clientId, username, password: PASSWORD }),
    });
    expect(grant.ok).toBe(true);

    await openUser(page, id, "sessions");
    const table = page.getByRole("table", { name: "Sessions" });
    await press(page, table.getByRole("button", { name: "Actions" }));
    await chooseMenuItem(page, "Sign out");
    await press(page, page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }));
    await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id })).length).toBe(0);
  });

  test("bulk actions: selects two users with Space and disables them", async ({ page, admin }) => {
    const prefix = unique("kbd-bulk");
    const ids = [await createUser(admin, `${prefix}-a`), await createUser(admin, `${prefix}-b`)];
    await signIn(page, { hash: `/${REALM}/users` });
    await search(page, page.getByRole("searchbox", { name: "Search user" }), prefix);
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("link", { name: new RegExp(`^${prefix}-`) })).toHaveCount(2);
    for (const suffix of ["a", "b"]) {
      const box = table.getByRole("row", { name: new RegExp(`${prefix}-${suffix}`) }).getByRole("checkbox");
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    await press(page, page.getByRole("button", { name: "Bulk actions" }));
    await chooseMenuItem(page, "Disable");
    await press(page, page.getByRole("dialog", { name: "Disable users?" }).getByRole("button", { name: "Disable" }));
    const run = page.getByRole("dialog", { name: "Disable users" });
    await expect(run.getByRole("status")).toContainText("2 users of 2 succeeded");
    await press(page, run.getByRole("button", { name: "Close" }));
    await expect(run).toHaveCount(0);
    for (const id of ids)
      await expect.poll(async () => (await admin.users.findOne({ realm: REALM, id }))?.enabled).toBe(false);
  });
});
