import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";
import { consoleUrl, E2E_DATA_DIR } from "./support/server";

// A user-storage type of neither LDAP nor Kerberos, through the generic provider screens: the dev server's
// readonly-property-file provider, which reads its users from a file in the server's DATA_DIR/user-storage folder.
const REALM = `zz-e2e-file-${Date.now()}`;
const NAME = "contractors";
const RENAMED = "contractors file";
const FILE = `${REALM}.properties`;
const FILE_PATH = join(E2E_DATA_DIR, "user-storage", FILE);
const PERSON = { username: "file-quinn", password: "Quinn-pass-1" };
const STORAGE = "org.keycloak.storage.UserStorageProvider";

test.describe.configure({ mode: "serial" });

const stored = async (admin: KcAdminClient) => (await admin.components.find({ realm: REALM, type: STORAGE }))[0];

test.describe("user federation, a custom provider type", () => {
  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true });
    // the file holds only usernames and passwords, and Keycloak asks a user its user profile finds incomplete to update
    // the account before signing in: this realm asks for no email or names, as one fed by such a file would
    const profile = await admin.users.getProfile({ realm: REALM });
    const optional = profile.attributes!.map(({ required: _required, ...attribute }) => attribute);
    await admin.users.updateProfile({ ...profile, attributes: optional, realm: REALM });
    mkdirSync(join(E2E_DATA_DIR, "user-storage"), { recursive: true });
    writeFileSync(FILE_PATH, `# people of ${REALM}\n${PERSON.username}=${PERSON.password}\n`);
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
    rmSync(FILE_PATH, { force: true });
  });

  test("adds a provider from the cards, shows the server's refusal of a bad path, opens and edits it", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/user-federation` });
    await page.getByRole("link", { name: "Add Readonly-property-file providers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Readonly-property-file providers" })).toBeVisible();
    const form = page.getByRole("form", { name: "Provider settings" });
    const name = page.getByRole("textbox", { name: /^UI display name/ });
    const path = page.getByRole("textbox", { name: /^Path/ });
    await name.fill(NAME);
    await path.fill(`../${FILE}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(
      form.getByText("user property file must be inside the dev server's DATA_DIR/user-storage folder"),
    ).toBeVisible();
    await expect(name).toHaveValue(NAME);
    await expect(path).toHaveValue(`../${FILE}`);
    expect(await stored(admin)).toBeUndefined();

    await path.fill(FILE);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    const provider = await stored(admin);
    expect(provider).toMatchObject({ name: NAME, providerId: "readonly-property-file", parentId: expect.any(String) });
    expect(provider.config).toMatchObject({ path: [FILE], cachePolicy: ["DEFAULT"] });

    await page.goto(`${consoleUrl()}#/${REALM}/user-federation`);
    const card = page.getByRole("listitem", { name: NAME });
    await expect(card.getByText("Readonly-property-file")).toBeVisible();
    await card.getByRole("link", { name: NAME, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(path).toHaveValue(FILE);

    await name.fill(RENAMED);
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Users" }).click();
    await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Stay" }).click();
    await expect(name).toHaveValue(RENAMED);
    await saveReviewed(page);
    await expect.poll(async () => (await stored(admin)).name).toBe(RENAMED);
  });

  test("a person of the file signs in with its password and is imported, linked to the provider", async ({
    browser,
    page,
    admin,
  }) => {
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await userPage.goto(consoleUrl(REALM));
    await userPage.getByLabel("Username or email").fill(PERSON.username);
    await userPage.getByLabel("Password").fill(PERSON.password);
    await userPage.getByRole("button", { name: "Sign In" }).click();
    await expect(userPage.getByLabel("Username or email")).toHaveCount(0);
    // signed in, the console opens: Keycloak's whoami then answers 403 "No realm access" to a user without admin roles
    await expect(userPage.getByRole("alert").filter({ hasText: "No realm access" })).toBeVisible();
    await context.close();

    const [user] = await admin.users.find({ realm: REALM, username: PERSON.username, exact: true });
    expect(user?.federationLink).toBe((await stored(admin)).id);

    // the imported user's username is the file's key: read-only, with the provider it comes from
    await signIn(page, { hash: `/${REALM}/users/${user.id}/settings` });
    await expect(page.getByRole("heading", { level: 1, name: PERSON.username })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Username/ })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("link", { name: RENAMED, exact: true })).toBeVisible();
  });

  test("disabling the provider, then deleting it with the users it imported", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/readonly-property-file/${provider.id}` });
    await expect(page.getByRole("heading", { level: 1, name: RENAMED })).toBeVisible();
    const enabled = page.getByRole("checkbox", { name: "Provider enabled" });
    await enabled.focus();
    await page.keyboard.press("Space");
    await page.getByRole("dialog", { name: "Disable provider?" }).getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    await expect.poll(async () => (await stored(admin)).config?.enabled).toEqual(["false"]);

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete provider?" });
    await expect(dialog).toContainText(RENAMED);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The user federation provider has been deleted.")).toBeVisible();
    expect(await stored(admin)).toBeUndefined();
    expect(await admin.users.find({ realm: REALM, username: PERSON.username, exact: true })).toEqual([]);
  });
});
