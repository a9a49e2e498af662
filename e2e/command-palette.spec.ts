// The command palette (Ctrl/Cmd-K) and the keyboard shortcuts: everything here is done with keys. The palette
// searches the server for the realm's objects and the route tree for screens, shows only the kinds the admin may
// view, and remembers what was opened.
import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { setFaults } from "./support/faultSwitch";
import { expect, signIn, test } from "./support/fixtures";
import { unique } from "./support/unique";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const palette = (page: Page) => page.getByRole("dialog", { name: "Search the console" });
const groupNames = (page: Page) => palette(page).getByRole("listbox").getByRole("group");

/** axe's findings: impact and rule. */
async function axeFindings(page: Page) {
  return (await axeViolations(page)).map((v) => `${v.impact} ${v.id}`);
}

async function openPalette(page: Page) {
  await page.keyboard.press("ControlOrMeta+k");
  await expect(palette(page).getByRole("combobox", { name: /^Search screens/ })).toBeFocused();
}

test("finds a user by email and a screen by title, opens them by keyboard and lists them as recent", async ({
  page,
  admin,
}) => {
  const username = unique("palette-user");
  const email = `${username}@palette.example`;
  const { id } = await admin.users.create({ realm: REALM, username, email, enabled: true });
  await signIn(page, { hash: `/${REALM}` });

  await openPalette(page);
  await page.keyboard.type(email);
  await expect(palette(page).getByRole("option", { name: new RegExp(username) })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/users/${id}/settings$`));
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();

  await openPalette(page);
  await page.keyboard.type("password policy");
  await expect(palette(page).getByRole("option").first()).toHaveText("Authentication › Policies › Password policy");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication/policies$`));
  await expect(page.getByRole("tab", { name: "Password policy", selected: true })).toBeVisible();

  await openPalette(page);
  const recent = palette(page).getByRole("group", { name: "Recent" }).getByRole("option");
  await expect(recent).toHaveText(["Authentication › Policies › Password policy", new RegExp(`^${username}`)]);
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/users/${id}/settings$`));

  await admin.users.del({ realm: REALM, id: id });
  expect(await admin.users.findOne({ realm: REALM, id })).toBeNull();
});

test("names a client as Keycloak's console does: its name's ${key} translated", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}` });
  await openPalette(page);
  await page.keyboard.type("admin-cli");
  await expect(palette(page).getByRole("option", { name: /^admin-cli/ })).toHaveText(/Admin CLI/);
  await expect(palette(page).getByText(/\$\{/)).toHaveCount(0);
});

test("g u goes to users, / focuses its search, ? lists the shortcuts; none fires while typing", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}` });
  await page.keyboard.press("g");
  await page.keyboard.press("u");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/users$`));
  const search = page.getByRole("searchbox", { name: "Search user" });
  await expect(search).toBeVisible();

  await page.keyboard.press("/");
  await expect(search).toBeFocused();
  await page.keyboard.type("?gc");
  await expect(search).toHaveValue("?gc");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/users$`));

  await search.blur();
  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts.getByText("Go to Realm settings")).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(shortcuts).toBeHidden();
});

test("a view-only admin sees only the kinds they may view", async ({ page, admin, browser }) => {
  const name = unique("palkind");
  await admin.users.create({ realm: REALM, username: `${name}-user`, enabled: true });
  const { id: groupId } = await admin.groups.create({ realm: REALM, name: `${name}-group` });
  const { id: clientId } = await admin.clients.create({ realm: REALM, clientId: `${name}-client` });
  await admin.roles.create({ realm: REALM, name: `${name}-role` });

  await signIn(page, { hash: `/${REALM}` });
  await openPalette(page);
  await page.keyboard.type(name);
  for (const kind of ["Users", "Groups", "Clients", "Realm roles"]) {
    await expect(palette(page).getByRole("group", { name: kind })).toBeVisible();
  }
  await page.keyboard.press("Escape");

  // helpdesk holds query-users alone: only the users search goes out, and only the screens it may open match
  const context = await browser.newContext();
  const helpdesk = await context.newPage();
  const searched: string[] = [];
  const refused: string[] = [];
  helpdesk.on("response", (response) => {
    const url = new URL(response.url());
    if (url.searchParams.has("search")) searched.push(url.pathname.replace(/^.*\/admin\/realms\/[^/]+\//, ""));
    if (response.status() >= 400) refused.push(response.url());
  });
  await signIn(helpdesk, { loginRealm: REALM, user: HELPDESK, hash: `/${REALM}/users` });
  await openPalette(helpdesk);
  await helpdesk.keyboard.type(name);
  await expect(palette(helpdesk).getByText("No search results")).toBeVisible();
  expect([...new Set(searched)]).toEqual(["users"]);
  await helpdesk.keyboard.press("ControlOrMeta+a");
  await helpdesk.keyboard.type("clients");
  await expect(palette(helpdesk).getByText("No search results")).toBeVisible();
  await helpdesk.keyboard.press("ControlOrMeta+a");
  await helpdesk.keyboard.type("users");
  await expect(palette(helpdesk).getByRole("group", { name: "Screens" }).getByRole("option")).toHaveText(["Users"]);
  await expect(groupNames(helpdesk)).toHaveCount(1);
  expect(refused).toEqual([]);
  await context.close();

  const [user] = await admin.users.find({ realm: REALM, username: `${name}-user`, exact: true });
  await admin.users.del({ realm: REALM, id: user.id! });
  await admin.groups.del({ realm: REALM, id: groupId });
  await admin.clients.del({ realm: REALM, id: clientId });
  await admin.roles.delByName({ realm: REALM, name: `${name}-role` });
  expect(await admin.roles.findOneByName({ realm: REALM, name: `${name}-role` })).toBeNull();
});

test.describe("a search still running", () => {
  test.afterEach(async () => {
    await setFaults({});
  });

  test("is cancelled when the term changes, and the new term's results show", async ({ page, admin }) => {
    const name = unique("palcancel");
    const { id } = await admin.users.create({ realm: REALM, username: `${name}-user`, enabled: true });
    await signIn(page, { hash: `/${REALM}` });
    const usersPath = `/admin/realms/${REALM}/users`;
    const searched: string[] = [];
    const cancelled: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === usersPath && url.searchParams.has("search")) searched.push(url.searchParams.get("search")!);
    });
    page.on("requestfailed", (request) => {
      const url = new URL(request.url());
      if (url.pathname === usersPath)
        cancelled.push(`${url.searchParams.get("search")} ${request.failure()?.errorText}`);
    });
    // the users' search answers only after 10 s: the admin types on long before
    await setFaults({ latencyMs: 10_000, pathPattern: `/realms/${REALM}/users$` });

    await openPalette(page);
    const box = palette(page).getByRole("combobox");
    await box.fill(name);
    await expect.poll(() => searched).toEqual([name]);
    await setFaults({});
    await box.fill(`${name}-user`);
    const users = palette(page).getByRole("group", { name: "Users" }).getByRole("option");
    await expect(users).toHaveText([new RegExp(`^${name}-user`)]);
    // Playwright may hand a request's event to the test after the page has shown its answer
    await expect.poll(() => searched).toEqual([name, `${name}-user`]);
    await expect.poll(() => cancelled).toEqual([`${name} net::ERR_ABORTED`]);

    await admin.users.del({ realm: REALM, id });
    expect(await admin.users.findOne({ realm: REALM, id })).toBeNull();
  });
});
