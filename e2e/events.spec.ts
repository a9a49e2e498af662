import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

/** helpdesk signs in to acme in a browser of their own, which records their LOGIN and CODE_TO_TOKEN events */
async function helpdeskSignsIn(browser: Browser) {
  const other = await browser.newContext();
  await signIn(await other.newPage(), { loginRealm: "acme", hash: "/acme", user: HELPDESK, fresh: true });
  await other.close();
}

/** Picks an event type in the open user-event search form. */
async function chooseEventType(page: Page, type: string) {
  const eventType = page
    .getByRole("search", { name: "Search user event" })
    .getByRole("combobox", { name: "Event type" });
  await eventType.click();
  await eventType.pressSequentially(type);
  // the option list can open partly outside the viewport; the click goes to the option itself
  await page.getByRole("option", { name: type, exact: true }).dispatchEvent("click");
}

test.describe("events", () => {
  test("a login on the login page shows as a LOGIN user event, found by type and expandable", async ({
    page,
    browser,
  }) => {
    await helpdeskSignsIn(browser);

    await signIn(page, { hash: "/acme/events" });
    const table = page.getByRole("table", { name: "User events" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();

    await page.getByRole("button", { name: "Search user event" }).click();
    const form = page.getByRole("search", { name: "Search user event" });
    await chooseEventType(page, "LOGIN");
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Event type: LOGIN");
    const row = table.getByRole("row").filter({ hasText: "helpdesk" }).first();
    await expect(row).toContainText("LOGIN");
    await expect(table.getByRole("row").filter({ hasText: "LOGOUT" })).toHaveCount(0);

    await row.getByRole("button", { name: "Expand row" }).click();
    await expect(page.getByLabel("Event details").first()).toContainText("helpdesk");

    await page.getByRole("button", { name: "Clear all filters" }).first().click();
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  });

  test("names the user of a code exchange, which Keycloak records by id alone, and finds it by username", async ({
    page,
    browser,
  }) => {
    await helpdeskSignsIn(browser);

    await signIn(page, { hash: "/acme/events" });
    await page.getByRole("button", { name: "Search user event" }).click();
    const form = page.getByRole("search", { name: "Search user event" });
    await form.getByRole("textbox", { name: "Username or user ID" }).fill(HELPDESK.username);
    await chooseEventType(page, "CODE_TO_TOKEN");
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Username or user ID: helpdesk");
    const table = page.getByRole("table", { name: "User events" });
    const row = table.getByRole("row").filter({ hasText: "CODE_TO_TOKEN" }).first();
    await expect(row).toContainText("helpdesk");
  });

  test("a search that matches nothing offers Clear all filters once, which brings the events back", async ({
    page,
    browser,
  }) => {
    await helpdeskSignsIn(browser);

    await signIn(page, { hash: "/acme/events" });
    const table = page.getByRole("table", { name: "User events" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("button", { name: "Search user event" }).click();
    const form = page.getByRole("search", { name: "Search user event" });
    await form.getByRole("textbox", { name: "Username or user ID" }).fill(`nobody-${Date.now()}`);
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page.getByRole("heading", { name: "No search results" })).toBeVisible();
    const clearAll = page.getByRole("button", { name: "Clear all filters" });
    await expect(clearAll).toHaveCount(1);
    await clearAll.click();
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
    await expect(table.getByRole("row").filter({ hasText: "helpdesk" }).first()).toBeVisible();
  });

  test("an admin write shows as an admin event with its representation", async ({ page, admin }) => {
    const name = `e2e-event-role-${Date.now()}`;
    await admin.roles.create({ realm: "acme", name, description: "made by the events spec" });

    await signIn(page, { hash: "/acme/events/admin-events" });
    const table = page.getByRole("table", { name: "Admin events" });
    const row = table.getByRole("row").filter({ hasText: `roles/${name}` });
    await expect(row).toContainText("CREATE");
    await row.getByRole("button", { name: "Expand row" }).click();
    await expect(page.getByLabel("Representation").first()).toContainText(name);
  });

  test("a user without view-events sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/events", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
