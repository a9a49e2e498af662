// Hostile data renders inert: markup, script URLs, direction overrides, invisible characters, emoji and 200-
// character values in every kind of resource (e2e/support/hostileCorpus.ts) show as text on every list and details
// screen, run no script, make no script link, and leave the layout usable: long values are truncated, with the full
// value in a tooltip. The browser ignores the Content-Security-Policy here, so what is checked is the console's own
// rendering, not the policy that would stop a script the console let through.
import type { Locator, Page } from "@playwright/test";
import {
  EMOJI,
  HOSTILE_REALM as REALM,
  IMG,
  IMG_NO_SPACE,
  LONG,
  LONG_PREFIX,
  NAMES,
  RTL,
  SCRIPT,
  SCRIPT_NO_SPACE,
  SCRIPT_URLS,
  ZERO_WIDTH,
  type HostileIds,
} from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";
import { mainTable, openInConsole, useHostileRealm } from "./support/hostileTest";
import { HOSTILE_ADMIN } from "./support/hostileRealmTexts";

const hostileIds = useHostileRealm();
let ids: HostileIds;

test.beforeEach(() => {
  ids = hostileIds();
});

const visibleText = (scope: Page | Locator, text: string) =>
  expect(scope.getByText(text, { exact: false }).first()).toBeVisible();

test("users: the list and a user's details, attributes, role mapping and groups show the data as text", async ({
  page,
}) => {
  await signIn(page, { hash: `/${REALM}/users` });
  const table = mainTable(page);
  await expect(table.getByRole("link", { name: IMG })).toBeVisible();
  await visibleText(table, SCRIPT.toLowerCase());
  await visibleText(table, "invoice\u202Etxt.exe");
  await visibleText(table, EMOJI);
  await visibleText(table, ZERO_WIDTH);
  await expect(table.getByRole("link", { name: NAMES.userLong })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);

  await openInConsole(page, `/${REALM}/users/${ids.users.img}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(SCRIPT);
  await expectInert(page);

  await openInConsole(page, `/${REALM}/users/${ids.users.img}/attributes`);
  await expect(page.locator(`input[value="${SCRIPT_URLS[0]}"]`)).toHaveCount(1);
  await expectInert(page);

  await openInConsole(page, `/${REALM}/users/${ids.users.img}/role-mapping`);
  const roles = mainTable(page);
  await visibleText(roles, IMG);
  await visibleText(roles, NAMES.clientRoleImg);
  await visibleText(roles, SCRIPT);
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);

  await openInConsole(page, `/${REALM}/users/${ids.users.img}/groups`);
  await visibleText(mainTable(page), IMG);
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/users/${ids.users.long}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: NAMES.userLong })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});

test("groups: the tree, the list and a group's child groups, attributes and members show the data as text", async ({
  page,
}) => {
  await signIn(page, { hash: `/${REALM}/groups` });
  const table = mainTable(page);
  await expect(table.getByRole("link", { name: IMG })).toBeVisible();
  await expect(table.getByRole("link", { name: SCRIPT })).toBeVisible();
  await expect(table.getByRole("link", { name: new RegExp(`^${LONG_PREFIX}`, "i") })).toBeVisible();
  await expect(page.getByRole("tree", { name: "Group tree" }).getByRole("treeitem", { name: IMG })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 3);

  await openInConsole(page, `/${REALM}/groups/${ids.groups.long}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${LONG_PREFIX}`, "i") })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 3);

  await openInConsole(page, `/${REALM}/groups/${ids.groups.img}/attributes`);
  await expect(page.locator(`input[value="${SCRIPT_URLS[0]}"]`)).toHaveCount(1);
  await expectInert(page);

  await openInConsole(page, `/${REALM}/groups/${ids.groups.img}/members`);
  await expect(mainTable(page).getByText(IMG)).toBeVisible();
  await expectInert(page);
});

test("realm roles: the list and a role's details and attributes show the data as text", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/roles` });
  const table = mainTable(page);
  await expect(table.getByRole("link", { name: IMG })).toBeVisible();
  await visibleText(table, SCRIPT);
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);

  await openInConsole(page, `/${REALM}/roles/${ids.roles.long}/details`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${LONG_PREFIX}`, "i") })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/roles/${ids.roles.img}/attributes`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expect(page.locator(`input[value="${SCRIPT_URLS[0]}"]`)).toHaveCount(1);
  await expectInert(page);

  await openInConsole(page, `/${REALM}/roles/${ids.roles.img}/users-in-role`);
  await visibleText(mainTable(page), IMG);
  await expectInert(page);
});

test("clients: the list shows hostile ids, names and descriptions as text and links only to web URLs", async ({
  page,
}) => {
  await signIn(page, { hash: `/${REALM}/clients` });
  const table = mainTable(page);
  await visibleText(table, IMG);
  await visibleText(table, SCRIPT);
  await visibleText(table, RTL);
  await expect(table.getByRole("link", { name: `https://hostile.example/${IMG}` })).toHaveAttribute(
    "href",
    /^https:\/\/hostile\.example\//,
  );
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);

  // a client's details: header, settings, roles, its client scopes and the dedicated scope
  await openInConsole(page, `/${REALM}/clients/${ids.clientImg}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(SCRIPT);
  await expectInert(page);
  await openInConsole(page, `/${REALM}/clients/${ids.clientImg}/roles`);
  await visibleText(mainTable(page), NAMES.clientRoleImg);
  await visibleText(mainTable(page), SCRIPT);
  await expectInert(page);
  await openInConsole(page, `/${REALM}/clients/${ids.clientImg}/clientScopes/setup`);
  await visibleText(mainTable(page), `${IMG}-dedicated`);
  await expectInert(page);
  await openInConsole(page, `/${REALM}/clients/${ids.clientImg}/clientScopes/dedicated`);
  await expect(page.getByRole("heading", { level: 1, name: `${IMG}-dedicated` })).toBeVisible();
  await expectInert(page);
});

test("client scopes: the list and a scope's settings show the data as text", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/client-scopes` });
  const table = mainTable(page);
  await expect(table.getByRole("link", { name: IMG_NO_SPACE })).toBeVisible();
  await expect(table.getByRole("link", { name: SCRIPT_NO_SPACE })).toBeVisible();
  await visibleText(table, SCRIPT);
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/client-scopes/${ids.scopes.img}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: IMG_NO_SPACE })).toBeVisible();
  await expectInert(page);
});

test("identity providers: the list shows hostile display names as text", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/identity-providers` });
  const table = mainTable(page);
  await visibleText(table, IMG);
  await visibleText(table, RTL);
  await visibleText(table, NAMES.idpRtl);
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});

test("organizations: the list and an organization's settings and attributes show hostile data as text", async ({
  page,
}) => {
  await signIn(page, { hash: `/${REALM}/organizations` });
  const table = mainTable(page);
  await visibleText(table, IMG);
  await visibleText(table, SCRIPT);
  await visibleText(table, "img.hostile.example");
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);

  await openInConsole(page, `/${REALM}/users/${ids.users.img}/organizations`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expectInert(page);

  await openInConsole(page, `/${REALM}/organizations/${ids.organizations.img}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: NAMES.orgImg })).toBeVisible();
  // the realm's hostile translations rename the fields, so the description is found as the one text area
  await expect(page.locator("textarea")).toHaveValue(SCRIPT);
  await expectInert(page);
  await openInConsole(page, `/${REALM}/organizations/${ids.organizations.img}/attributes`);
  await expect(page.locator(`input[value="${SCRIPT_URLS[0]}"]`)).toHaveCount(1);
  await expectInert(page);
  await openInConsole(page, `/${REALM}/organizations/${ids.organizations.long}/settings`);
  // the long name is cut in the heading, the whole of it in its title
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("title", LONG);
  await expectInert(page);
});

test("realm keys: key providers with hostile names show as text in both lists and on their settings", async ({
  page,
  admin,
}) => {
  const realmId = (await admin.realms.findOne({ realm: REALM }))?.id;
  const provider = (name: string) =>
    admin.components.create({
      realm: REALM,
      name,
      providerId: "hmac-generated",
      providerType: "org.keycloak.keys.KeyProvider",
      parentId: realmId,
      config: { priority: ["1"] },
    });
  const { id } = await provider(IMG);
  await provider(LONG);
  await signIn(page, { hash: `/${REALM}/realm-settings/keys/providers` });
  await expect(mainTable(page).getByRole("link", { name: IMG })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/realm-settings/keys/list`);
  await expect(mainTable(page).getByRole("link", { name: IMG })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/realm-settings/keys/providers/${id}/hmac-generated/settings`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expectInert(page);
});

test("realm settings and realm translations: display names and translated texts show as text", async ({ page }) => {
  // the realm's translations label the console of its own admins only
  await signIn(page, { loginRealm: REALM, user: HOSTILE_ADMIN, hash: `/${REALM}/realm-settings` });
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "HTML display name" })).toHaveValue(SCRIPT);
  // the realm's translations name the sidebar's entries
  const manage = page.getByRole("navigation", { name: /manage/i });
  await expect(manage.getByRole("link", { name: IMG })).toBeVisible();
  await expect(manage.getByRole("link", { name: SCRIPT })).toBeVisible();
  await expect(manage.getByRole("link", { name: new RegExp(`^${LONG_PREFIX}`, "i") })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/users`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expectInert(page);
  await openInConsole(page, `/${REALM}/client-scopes`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${LONG_PREFIX}`, "i") })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 2);
});

test("an admin of another realm keeps the console's own texts in this realm", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/users` });
  const manage = page.getByRole("navigation", { name: /manage/i });
  await expect(manage.getByRole("link", { name: "Users", exact: true })).toBeVisible();
  await expect(manage.getByRole("link", { name: "Groups", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(manage.getByRole("link", { name: IMG })).toHaveCount(0);
});

test("realm translations keyed __proto__.x or constructor.prototype.x reach no prototype", async ({ page }) => {
  await signIn(page, { loginRealm: REALM, user: HOSTILE_ADMIN, hash: `/${REALM}/users` });
  // a polluted prototype took the whole console down ("Something went wrong!")
  await expect(page.getByRole("table")).toBeVisible();
  expect(
    await page.evaluate(() => ({
      object: ({} as Record<string, unknown>).hostilePolluted,
      prototype: Object.hasOwn(Object.prototype, "hostilePolluted"),
    })),
  ).toEqual({ object: undefined, prototype: false });
});
