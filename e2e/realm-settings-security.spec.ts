import type { Page } from "@playwright/test";
import { inBothColourSchemes } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { saveReviewed } from "./support/saveReviewed";

// A realm of its own: saving events and brute force settings would disturb the other specs' use of acme.
const REALM = `zz-e2e-sec-${Date.now()}`;
const USER = { username: "lena", password: "lena-secret" };

test.describe.configure({ mode: "serial" });

test.describe("realm settings, security defenses and events", () => {
  test.beforeAll(async ({ admin }) => {
    // one saved type other than LOGIN: with none, Keycloak saves (and lists) every type saved by default, LOGIN too,
    // and the add dialog would not offer it
    await admin.realms.create({ realm: REALM, enabled: true, enabledEventTypes: ["LOGOUT"] });
    await admin.users.create({
      realm: REALM,
      username: USER.username,
      enabled: true,
      // a complete profile: Keycloak refuses the password grant (Account is not fully set up) to a user without
      email: "lena@example.org",
      firstName: "Lena",
      lastName: "Security",
      credentials: [{ type: "password", value: USER.password, temporary: false }],
    });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  const openUserEvents = async (page: Page) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/events` });
    await page.getByRole("tab", { name: "User events settings" }).click();
  };

  test("saves LOGIN events; a password login then shows in Events and on the server", async ({ page, admin }) => {
    await openUserEvents(page);
    const settings = page.getByRole("form", { name: "User events settings" });
    await settings.getByRole("checkbox", { name: "Save events" }).check({ force: true });
    await settings.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Successfully saved configuration").first()).toBeVisible();
    await expect.poll(async () => (await admin.realms.getConfigEvents({ realm: REALM })).eventsEnabled).toBe(true);

    await page.getByRole("button", { name: "Add saved types" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add types" });
    await dialog.getByRole("searchbox", { name: "Search event type" }).fill("LOGIN");
    await dialog.getByRole("searchbox", { name: "Search event type" }).press("Enter");
    await dialog
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "LOGIN", exact: true }) })
      .getByRole("checkbox", { name: "Select row" })
      .check({ force: true });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "Event types" }).getByRole("cell", { name: "LOGIN" })).toBeVisible();
    expect((await admin.realms.getConfigEvents({ realm: REALM })).enabledEventTypes).toEqual(["LOGOUT", "LOGIN"]);

    const token = await page.request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
      form: { grant_type: "password", client_id: "admin-cli", ...USER },
    });
    expect(token.status()).toBe(200);

    const events = await admin.realms.findEvents({ realm: REALM });
    expect(events.map((event) => event.type)).toEqual(["LOGIN"]);
    await page.goto(`${E2E_BASE_URL}/admin/master/console/#/${REALM}/events`);
    const table = page.getByRole("table", { name: "User events" });
    await expect(table.getByRole("row").filter({ hasText: "LOGIN" })).toHaveCount(1);
  });

  test("clears the user events after confirming", async ({ page, admin }) => {
    expect((await admin.realms.findEvents({ realm: REALM })).length).toBeGreaterThan(0);
    await openUserEvents(page);
    await page.getByRole("button", { name: "Clear user events" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Clear events" });
    await confirm.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByText("The user events have been cleared")).toBeVisible();
    expect(await admin.realms.findEvents({ realm: REALM })).toEqual([]);
  });

  test("changes X-Frame-Options", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/security-defenses` });
    const field = page.getByRole("textbox", { name: "X-Frame-Options" });
    await expect(field).toHaveValue("SAMEORIGIN");
    await field.fill("DENY");
    await saveReviewed(page, page.getByRole("form", { name: "Headers" }));
    await expect(page.getByText("Realm successfully updated")).toBeVisible();
    expect((await admin.realms.findOne({ realm: REALM }))?.browserSecurityHeaders?.xFrameOptions).toBe("DENY");
  });

  test("locks out temporarily after 2 failures", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/security-defenses` });
    await page.getByRole("tab", { name: "Brute force detection" }).click();
    const form = page.getByRole("form", { name: "Brute force detection" });
    await form.getByRole("combobox", { name: "Brute force mode" }).selectOption({ label: "Lockout temporarily" });
    const failures = form.getByRole("spinbutton", { name: "Max login failures" });
    await failures.fill("2");
    await expect(form.getByRole("textbox", { name: "Wait increment" })).toHaveValue("1");
    await expect(form.getByRole("combobox", { name: "Wait increment: unit" })).toHaveValue("minute");
    await saveReviewed(page, form);
    await expect(page.getByText("Realm successfully updated")).toBeVisible();

    const realm = await admin.realms.findOne({ realm: REALM });
    expect([realm?.bruteForceProtected, realm?.permanentLockout, realm?.failureFactor]).toEqual([true, false, 2]);
    expect(realm?.browserSecurityHeaders?.xFrameOptions).toBe("DENY");
  });

  test("every sub-tab and the add-types dialog pass axe, light and dark", async ({ page }) => {
    const check = () => inBothColourSchemes(page, (violations) => expect(violations).toEqual([]));
    await openUserEvents(page);
    await expect(page.getByRole("table", { name: "Event types" })).toBeVisible();
    await check();
    await page.getByRole("button", { name: "Add saved types" }).first().click();
    await expect(page.getByRole("dialog", { name: "Add types" }).getByRole("table")).toBeVisible();
    await check();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("tab", { name: "Admin events settings" }).click();
    await expect(page.getByRole("button", { name: "Clear admin events" })).toBeVisible();
    await check();
    await page.goto(`${E2E_BASE_URL}/admin/master/console/#/${REALM}/realm-settings/security-defenses`);
    await page.getByRole("tab", { name: "Brute force detection" }).click();
    await expect(page.getByRole("spinbutton", { name: "Max login failures" })).toBeVisible();
    await check();
  });
});
