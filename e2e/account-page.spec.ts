import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const PASSWORD = "Secret-pw-1";

const clientRow = (page: Page, clientId: string) =>
  page
    .getByRole("table", { name: "Clients" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: clientId, exact: true }) });

/** follows the account console's Home URL in the clients list, which opens in a tab of its own */
async function openHomeUrl(page: Page, realm: string): Promise<Page> {
  const link = clientRow(page, "account-console").getByRole("link", {
    name: `${E2E_BASE_URL}/realms/${realm}/account/`,
  });
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  return tab;
}

test.describe("the account page", () => {
  test("the user menu's Manage account opens it without a second login, and it saves the first name", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: "/master/users" });
    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Manage account" }).click();

    // no login page on the way: the console's SSO session in master is the page's
    await expect(page).toHaveURL(`${E2E_BASE_URL}/realms/master/account`);
    await expect(page.getByRole("heading", { name: "Account Management" })).toBeVisible();
    await expect(page.getByText("Signed in as admin")).toBeVisible();
    const personalInfo = page.getByRole("region", { name: "Personal Info" });
    await expect(personalInfo.getByLabel("Username")).toHaveValue("admin");
    // the console's session is one of the sessions listed, and the page's own
    await expect(page.getByRole("table", { name: "Sessions" })).toContainText("security-admin-console");

    await personalInfo.getByLabel("First name").fill("Ada");
    await personalInfo.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Your account has been updated.");
    const [saved] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    expect(saved.firstName).toBe("Ada");

    // as the seed has it again: later tests of this worker sign in as this admin
    await personalInfo.getByLabel("First name").fill("");
    await personalInfo.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Your account has been updated.");
    const [restored] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    expect(restored.firstName).toBeUndefined();
  });

  test("a seeded client's Home URL in the clients list opens the account page, not Not Found", async ({ page }) => {
    await signIn(page, { hash: "/master/clients" });
    const tab = await openHomeUrl(page, "master");
    await expect(tab.getByRole("heading", { name: "Account Management" })).toBeVisible();
    await expect(tab.getByText("Signed in as admin")).toBeVisible();
    await expect(tab.locator("body")).not.toContainText("Not Found");
    await tab.close();
  });

  test("another realm's Home URL goes through that realm's login, then shows its account", async ({ page, admin }) => {
    const username = `e2e-account-${Date.now()}`;
    await admin.users.create({
      realm: "acme",
      username,
      enabled: true,
      email: `${username}@example.org`,
      firstName: "Eve",
      lastName: "Example",
      credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    });
    await signIn(page, { hash: "/acme/clients" });
    const tab = await openHomeUrl(page, "acme");
    await tab.getByLabel("Username or email").fill(username);
    await tab.getByLabel("Password").fill(PASSWORD);
    await tab.getByRole("button", { name: "Sign In" }).click();

    await expect(tab).toHaveURL(`${E2E_BASE_URL}/realms/acme/account/`);
    await expect(tab.getByText(`Signed in as ${username}`)).toBeVisible();
    await expect(tab.getByRole("region", { name: "Personal Info" }).getByLabel("First name")).toHaveValue("Eve");
    await tab.getByRole("button", { name: "Sign Out" }).click();
    await expect(tab.getByLabel("Username or email")).toBeVisible();
    await tab.close();
  });
});
