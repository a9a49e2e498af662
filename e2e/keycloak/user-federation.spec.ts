// LDAP user federation on Keycloak against the project's slapd: a provider made in the console that Keycloak
// connects and binds with, its people synced into the realm, a group mapper whose groups Keycloak syncs, and a
// directory user signing in to the realm's application with the directory's password.
import {
  ADMIN_DN,
  ADMIN_PASSWORD,
  FIXTURE_GROUPS,
  FIXTURE_PEOPLE,
  GROUPS_DN,
  PEOPLE_DN,
  startSpecSlapd,
} from "../support/slapd";
import { expectSignedInToApp, openAppSignIn, registerApp } from "./support/loginPage";
import { useOwnRealm } from "./support/ownRealm";
import { expect, fillLoginPage, signIn, test } from "./support/fixtures";

// a realm of its own: the directory's people (alice, bob, ...) would meet acme's users of the same names
const REALM = useOwnRealm("kc-ldap");
const NAME = "directory";
const ALICE = FIXTURE_PEOPLE[0];

let slapd: Awaited<ReturnType<typeof startSpecSlapd>>;
test.beforeAll(async ({}, testInfo) => {
  slapd = await startSpecSlapd(testInfo.workerIndex);
});
test.afterAll(() => slapd?.stop());

test("an LDAP provider, synced with its groups, lets a directory user sign in", async ({ page, admin, browser }) => {
  await registerApp(admin, REALM);
  await signIn(page, { hash: `/${REALM}/user-federation` });
  await page.getByRole("link", { name: "Add LDAP providers" }).click();
  const form = page.getByRole("form", { name: "LDAP settings" });
  await form.getByRole("textbox", { name: /^UI display name/ }).fill(NAME);
  await form.getByRole("combobox", { name: /^Vendor/ }).selectOption({ label: "Other" });
  await form.getByRole("textbox", { name: /^Connection URL/ }).fill(slapd.url);
  await form.getByRole("textbox", { name: /^Bind DN/ }).fill(ADMIN_DN);
  await form.getByLabel(/^Bind credentials/).fill(ADMIN_PASSWORD);
  await form.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByText("Successfully connected to LDAP")).toBeVisible();
  await form.getByRole("button", { name: "Test authentication" }).click();
  await expect(page.getByText("Successfully authenticated to LDAP")).toBeVisible();
  await form.getByRole("combobox", { name: /^Edit mode/ }).selectOption("READ_ONLY");
  await form.getByRole("textbox", { name: /^Users DN/ }).fill(PEOPLE_DN);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  const [provider] = await admin.components.find({ realm: REALM, type: "org.keycloak.storage.UserStorageProvider" });
  expect(provider.config).toMatchObject({
    vendor: ["other"],
    connectionUrl: [slapd.url],
    usersDn: [PEOPLE_DN],
    editMode: ["READ_ONLY"],
  });

  await page.getByRole("button", { name: "Action", exact: true }).click();
  await page.getByRole("menuitem", { name: "Sync all users", exact: true }).click();
  await expect(
    page.getByText(`Synchronization finished: ${FIXTURE_PEOPLE.length} added, 0 updated, 0 removed, 0 failed.`),
  ).toBeVisible();
  const users = await admin.users.find({ realm: REALM, max: 100 });
  expect(users.map((user) => user.username).sort()).toEqual(FIXTURE_PEOPLE.map((person) => person.uid).sort());
  expect(users.every((user) => user.federationLink === provider.id)).toBe(true);

  await page.getByRole("tab", { name: "Mappers" }).click();
  await page.getByRole("button", { name: "Add mapper" }).first().click();
  await page.getByRole("combobox", { name: /^Mapper type/ }).selectOption("group-ldap-mapper");
  const mapper = page.getByRole("form", { name: "Mapper details" });
  await mapper.getByRole("textbox", { name: /^Name/ }).fill("groups");
  await mapper.getByRole("textbox", { name: /^LDAP Groups DN/ }).fill(GROUPS_DN);
  await mapper.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("table", { name: "Mappers" }).getByRole("link", { name: "groups" }).click();
  await page.getByRole("button", { name: "Sync LDAP groups to Keycloak" }).click();
  await expect
    .poll(async () => (await admin.groups.find({ realm: REALM })).map((group) => group.name).sort())
    .toEqual(Object.keys(FIXTURE_GROUPS).sort());

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await openAppSignIn(userPage, REALM);
  await fillLoginPage(userPage, { username: ALICE.uid, password: ALICE.password });
  await expectSignedInToApp(userPage);
  await context.close();
  const [alice] = await admin.users.find({ realm: REALM, username: ALICE.uid, exact: true });
  expect((await admin.users.listGroups({ realm: REALM, id: alice.id! })).map((group) => group.name)).toEqual([
    "engineering",
  ]);
});
