import type { Page } from "@playwright/test";
import { consoleUrl } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const REALM = "acme";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const sessionsTable = (page: Page) => page.getByRole("table", { name: "Sessions" });

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search session" });
  await box.fill(text);
  await box.press("Enter");
}

test.describe("sessions", () => {
  test("the signed-in admin's own session is listed, as a regular one", async ({ page }) => {
    await signIn(page, { hash: "/master/sessions" });
    await expect(page.getByRole("heading", { level: 1, name: "Sessions" })).toBeVisible();
    const row = sessionsTable(page).getByRole("row", { name: /admin/ }).first();
    await expect(row).toContainText("Regular SSO");
    // the clients column, as in Keycloak's console
    await expect(
      row.getByRole("list", { name: "Clients of this session" }).getByRole("link", { name: "security-admin-console" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Session type" }).selectOption("OFFLINE");
    await expect(sessionsTable(page).getByRole("link", { name: "admin" })).toHaveCount(0);
  });

  test("signs out, after confirming, the session of a user signed in in another browser", async ({
    page,
    browser,
    admin,
  }) => {
    const username = `e2e-session-${Date.now()}`;
    const { id } = await admin.users.create({
      realm: REALM,
      username,
      enabled: true,
      // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
      email: `${username}@example.org`,
      firstName: "Session",
      lastName: "User",
      credentials: [{ type: "password", value: "e2e-password", temporary: false }],
    });

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(consoleUrl(REALM));
    await otherPage.getByLabel("Username or email").fill(username);
    await otherPage.getByLabel("Password").fill("e2e-password");
    await otherPage.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id })).length).toBe(1);

    await signIn(page, { hash: `/${REALM}/sessions` });
    await expect(sessionsTable(page).getByRole("link", { name: username })).toBeVisible();
    await page.getByRole("combobox", { name: "Session type" }).selectOption("REGULAR");
    await search(page, username);
    const row = sessionsTable(page).getByRole("row", { name: new RegExp(username) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Regular SSO");
    await chooseRowAction(row, "Sign out");
    const dialog = page.getByRole("alertdialog", { name: "Sign out this session?" });
    await expect(dialog).toContainText(username);
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("The session has been signed out")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id })).length).toBe(0);
    await other.close();
  });

  test("an admin holding none of view-realm, view-clients, view-users sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/sessions`, user: HELPDESK });
    await expect(page.getByText(/Forbidden/)).toBeVisible();
  });
});
