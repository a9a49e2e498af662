import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { Client } from "ldapts";
import { expect, signIn, test } from "./support/fixtures";
import { consoleUrl } from "./support/server";
import {
  ADMIN_DN,
  ADMIN_PASSWORD,
  FIXTURE_GROUPS,
  FIXTURE_PEOPLE,
  GROUPS_DN,
  PEOPLE_DN,
  personDn,
  startSpecSlapd,
} from "./support/slapd";
import { saveReviewed } from "./support/saveReviewed";

// A realm of its own: the directory's people (alice, bob, ...) would clash with acme's own users.
const REALM = `zz-e2e-ldap-${Date.now()}`;
const NAME = "directory";
const STORAGE = "org.keycloak.storage.UserStorageProvider";
const ALICE = FIXTURE_PEOPLE[0];
const NEW_PASSWORD = "Changed-in-console-1";

test.describe.configure({ mode: "serial" });

let slapd: Awaited<ReturnType<typeof startSpecSlapd>>;

const stored = async (admin: KcAdminClient) =>
  (await admin.components.find({ realm: REALM, type: STORAGE, name: NAME }))[0];

const settingsForm = (page: Page) => page.getByRole("form", { name: "LDAP settings" });

async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press("Space");
}

async function headerAction(page: Page, name: string) {
  await page.getByRole("button", { name: "Action", exact: true }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
}

test.describe("user federation, LDAP against a real directory", () => {
  test.beforeAll(async ({ admin }, testInfo) => {
    slapd = await startSpecSlapd(testInfo.workerIndex);
    await admin.realms.create({ realm: REALM, enabled: true });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
    await slapd?.stop();
  });

  test("Add on an empty form shows every missing field's error and takes the user to the first", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/user-federation` });
    await page.getByRole("link", { name: "Add LDAP providers" }).click();
    const form = settingsForm(page);
    const add = form.getByRole("button", { name: "Add", exact: true });
    // the button sits some 3,000 px below the first field
    await add.scrollIntoViewIfNeeded();
    await add.click();

    const connectionUrl = form.getByRole("textbox", { name: /^Connection URL/ });
    const missing = [
      connectionUrl,
      form.getByRole("textbox", { name: /^Bind DN/ }),
      form.getByLabel(/^Bind credentials/),
      form.getByRole("combobox", { name: /^Edit mode/ }),
      form.getByRole("textbox", { name: /^Users DN/ }),
    ];
    for (const field of missing) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleErrorMessage(/Required field/);
    }
    await expect(connectionUrl).toBeFocused();
    await expect(connectionUrl).toBeInViewport();
    // in view below the sticky masthead, not under it
    const masthead = await page.getByRole("banner").boundingBox();
    expect((await connectionUrl.boundingBox())!.y).toBeGreaterThanOrEqual(masthead!.y + masthead!.height);
    expect(await admin.components.find({ realm: REALM, type: STORAGE })).toEqual([]);
  });

  test("creates a provider with the vendor Other and tests its connection and authentication", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/user-federation` });
    await page.getByRole("link", { name: "Add LDAP providers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add LDAP provider" })).toBeVisible();

    const form = settingsForm(page);
    await form.getByRole("textbox", { name: /^UI display name/ }).fill(NAME);
    await form.getByRole("combobox", { name: /^Vendor/ }).selectOption({ label: "Other" });
    // the vendor's defaults, as Keycloak's console fills them in
    await expect(form.getByRole("textbox", { name: /^UUID LDAP attribute/ })).toHaveValue("entryUUID");
    await expect(form.getByRole("textbox", { name: /^User object classes/ })).toHaveValue(
      "inetOrgPerson, organizationalPerson",
    );
    await form.getByRole("textbox", { name: /^Connection URL/ }).fill(slapd.url);
    await form.getByRole("textbox", { name: /^Bind DN/ }).fill(ADMIN_DN);
    await form.getByLabel(/^Bind credentials/).fill("wrong-password");

    await form.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText("Successfully connected to LDAP")).toBeVisible();
    await form.getByRole("button", { name: "Test authentication" }).click();
    await expect(page.getByText(/Error when trying to authenticate to LDAP: .*authentication failure/)).toBeVisible();
    await form.getByLabel(/^Bind credentials/).fill(ADMIN_PASSWORD);
    await form.getByRole("button", { name: "Test authentication" }).click();
    await expect(page.getByText("Successfully authenticated to LDAP")).toBeVisible();

    await form.getByRole("combobox", { name: /^Edit mode/ }).selectOption("READ_ONLY");
    await form.getByRole("textbox", { name: /^Users DN/ }).fill(PEOPLE_DN);
    await form.getByRole("button", { name: "Add", exact: true }).click();

    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    const provider = await stored(admin);
    expect(page.url()).toContain(`/${REALM}/user-federation/ldap/${provider.id}`);
    expect(provider.config).toMatchObject({
      vendor: ["other"],
      connectionUrl: [slapd.url],
      bindDn: [ADMIN_DN],
      bindCredential: ["**********"],
      usersDn: [PEOPLE_DN],
      usernameLDAPAttribute: ["uid"],
      uuidLDAPAttribute: ["entryUUID"],
      editMode: ["READ_ONLY"],
      fullSyncPeriod: ["-1"],
    });

    // the stored provider's masked credential is tried as the stored secret
    await settingsForm(page).getByRole("button", { name: "Test authentication" }).click();
    await expect(page.getByText("Successfully authenticated to LDAP").first()).toBeVisible();
  });

  test("syncs all users: the directory's people are in the users list with their federation link", async ({
    page,
    admin,
  }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/ldap/${provider.id}` });
    await headerAction(page, "Sync all users");
    await expect(
      page.getByText(`Synchronization finished: ${FIXTURE_PEOPLE.length} added, 0 updated, 0 removed, 0 failed.`),
    ).toBeVisible();

    // nothing changed in the directory since
    await headerAction(page, "Sync changed users");
    await expect(page.getByText("Synchronization finished: 0 added, 0 updated, 0 removed, 0 failed.")).toBeVisible();

    const users = await admin.users.find({ realm: REALM, max: 100 });
    expect(users.map((user) => user.username).sort()).toEqual(FIXTURE_PEOPLE.map((person) => person.uid).sort());
    expect(users.every((user) => user.federationLink === provider.id)).toBe(true);

    await page.goto(`${consoleUrl()}#/${REALM}/users`);
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("link", { name: ALICE.uid, exact: true })).toBeVisible();
    await table.getByRole("link", { name: ALICE.uid, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: ALICE.uid })).toBeVisible();
    await expect(page.getByRole("link", { name: NAME, exact: true })).toBeVisible();
    // a READ_ONLY provider's user is shown read-only
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  });

  test("a directory user signs in with the LDAP password", async ({ browser }) => {
    const context = await browser.newContext();
    const userPage = await context.newPage();
    await userPage.goto(consoleUrl(REALM));
    await userPage.getByLabel("Username or email").fill(ALICE.uid);
    await userPage.getByLabel("Password").fill(ALICE.password);
    await userPage.getByRole("button", { name: "Sign In" }).click();
    await expect(userPage.getByLabel("Username or email")).toHaveCount(0);
    // signed in, the console opens: Keycloak's whoami then answers 403 "No realm access" to a user without admin roles
    await expect(userPage.getByRole("alert").filter({ hasText: "No realm access" })).toBeVisible();
    await context.close();
  });

  test("adds a group-ldap-mapper and syncs the directory's groups to Keycloak", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/ldap/${provider.id}/mappers` });
    await page.getByRole("button", { name: "Add mapper" }).first().click();
    await page.getByRole("combobox", { name: /^Mapper type/ }).selectOption("group-ldap-mapper");
    const form = page.getByRole("form", { name: "Mapper details" });
    await form.getByRole("textbox", { name: /^Name/ }).fill("groups");
    await form.getByRole("textbox", { name: /^LDAP Groups DN/ }).fill(GROUPS_DN);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("table", { name: "Mappers" }).getByRole("link", { name: "groups" })).toBeVisible();

    await page.getByRole("table", { name: "Mappers" }).getByRole("link", { name: "groups" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "groups" })).toBeVisible();
    await page.getByRole("button", { name: "Sync LDAP groups to Keycloak" }).click();
    await expect(page.getByText(/^Synchronization finished: 2 added/)).toBeVisible();

    const groups = await admin.groups.find({ realm: REALM });
    expect(groups.map((group) => group.name).sort()).toEqual(Object.keys(FIXTURE_GROUPS).sort());
  });

  test("in WRITABLE mode a password reset in the console is written to the directory", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/ldap/${provider.id}/settings` });
    await settingsForm(page)
      .getByRole("combobox", { name: /^Edit mode/ })
      .selectOption("WRITABLE");
    await saveReviewed(page, settingsForm(page));
    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    expect((await stored(admin)).config?.editMode).toEqual(["WRITABLE"]);

    const [alice] = await admin.users.find({ realm: REALM, username: ALICE.uid, exact: true });
    await page.goto(`${consoleUrl()}#/${REALM}/users/${alice.id}/credentials`);
    await page.getByRole("button", { name: /^(Set|Reset) password$/ }).click();
    const dialog = page.getByRole("dialog", { name: /password for alice/i });
    await dialog.getByLabel(/^Password\W*$/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Password confirmation/).fill(NEW_PASSWORD);
    await toggle(page, dialog.getByRole("checkbox", { name: "Temporary" }));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/The password has been (set|reset) successfully\./)).toBeVisible();

    const client = new Client({ url: slapd.url });
    try {
      await client.bind(personDn(ALICE.uid), NEW_PASSWORD);
    } finally {
      await client.unbind();
    }
    const refused = new Client({ url: slapd.url });
    await expect(refused.bind(personDn(ALICE.uid), ALICE.password)).rejects.toThrow();
    await refused.unbind();
  });

  test("removes the imported users after asking", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/ldap/${provider.id}` });
    await headerAction(page, "Remove imported users");
    const dialog = page.getByRole("alertdialog", { name: "Remove imported users" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Imported users have been removed.")).toBeVisible();
    expect(await admin.users.find({ realm: REALM })).toEqual([]);
  });

  test("unlinks synced users: they stay, without their federation link", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/ldap/${provider.id}` });
    await headerAction(page, "Sync all users");
    await expect(page.getByText(/^Synchronization finished: 10 added/)).toBeVisible();
    await headerAction(page, "Unlink users");
    await expect(page.getByText("Successfully unlinked the users")).toBeVisible();
    const users = await admin.users.find({ realm: REALM, max: 100 });
    expect(users).toHaveLength(FIXTURE_PEOPLE.length);
    expect(users.filter((user) => user.federationLink)).toEqual([]);
  });
});
