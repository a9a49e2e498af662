import { consoleUrl } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("console shell", () => {
  test("signs in, keeps the asked-for route across the login round trip and drops the code from the URL", async ({
    page,
  }) => {
    await signIn(page, { hash: "/master/info" });
    await expect(page.getByRole("tabpanel", { name: "Server info" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Enabled features" })).toContainText("ORGANIZATION");
    expect(page.url()).not.toContain("code=");
    expect(page.url()).toContain("#/master/info");
  });

  test("a wrong password is refused on the login page and can be retried", async ({ page }) => {
    await page.goto(consoleUrl());
    await page.getByLabel("Username or email").fill("admin");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    await page.getByLabel("Password").fill("admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: /choose another realm/ })).toBeVisible();
  });

  test("the sidebar shows both groups to an administrator", async ({ page }) => {
    await signIn(page, { hash: "/acme" });
    const manage = page.getByRole("navigation", { name: "Manage" });
    const configure = page.getByRole("navigation", { name: "Configure" });
    await expect(manage.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(manage.getByRole("link", { name: "Clients" })).toBeVisible();
    await expect(configure.getByRole("link", { name: "Realm settings" })).toBeVisible();
  });

  test("a user holding only query-users sees only Users, and the forbidden view elsewhere", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme", user: HELPDESK });
    const manage = page.getByRole("navigation", { name: "Manage" });
    await expect(manage.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(manage.getByRole("link")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Configure" })).toHaveCount(0);

    await page.goto(`${consoleUrl("acme")}#/acme/clients`);
    await expect(page.getByText("Forbidden, permission needed:")).toBeVisible();
    await expect(page.getByRole("list", { name: "Permissions needed" })).toContainText("query-clients");
  });

  test("an unknown path shows Page not found", async ({ page }) => {
    await signIn(page, { hash: "/master/no/such/page" });
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("choosing another realm goes to its dashboard", async ({ page }) => {
    await signIn(page, { hash: "/master" });
    await page.getByRole("button", { name: /^Keycloak master\W+choose another realm$/ }).click();
    await page.getByRole("button", { name: /acme/i }).first().click();
    await expect(page).toHaveURL(/#\/acme$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("acme");
    await expect(page.getByRole("button", { name: /^ACME .* acme\W+choose another realm$/ })).toBeVisible();
  });

  test("follows the browser's dark colour scheme", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await signIn(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    await context.close();
  });

  test("a user whose locale is Arabic gets a right-to-left layout", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme", user: { username: "layla", password: "layla" } });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // the console ships Arabic, so the realm selector speaks it
    const sidebar = await page.getByRole("button", { name: /اختر مجالًا آخر/ }).boundingBox();
    expect(sidebar!.x).toBeGreaterThan(600);
  });

  test("?lang= previews another language for the session", async ({ page }) => {
    await page.goto(`${consoleUrl()}?lang=he`);
    await page.getByLabel("Username or email").fill("admin");
    await page.getByLabel("Password").fill("admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("signs out through the server and asks for the password again", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByLabel("Username or email")).toBeVisible();
    await page.goto(consoleUrl());
    await expect(page.getByLabel("Username or email")).toBeVisible();
  });

  test("keeps working past the access token's lifetime by refreshing it", async ({ page, admin }) => {
    // Keycloak's 60 s lifetime shortened for this test, which then waits for the expiry rather than a minute
    const { accessTokenLifespan } = (await admin.realms.findOne({ realm: "master" }))!;
    await admin.realms.update({ realm: "master" }, { accessTokenLifespan: 8 });
    try {
      const refreshes: string[] = [];
      page.on("request", (request) => {
        if (
          request.url().endsWith("/protocol/openid-connect/token") &&
          request.postData()?.includes("grant_type=refresh_token")
        )
          refreshes.push(request.url());
      });
      await signIn(page, { hash: "/master/users" });
      const search = page.getByRole("searchbox", { name: "Search user" });
      // every new search asks the server, so each one needs a valid token
      await expect
        .poll(
          async () => {
            await search.fill(`probe-${Date.now()}`);
            await search.press("Enter");
            await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
            return refreshes.length;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      await search.fill("admin");
      await search.press("Enter");
      await expect(page.getByRole("table", { name: "Users" }).getByRole("link", { name: "admin" })).toBeVisible();
    } finally {
      await admin.realms.update({ realm: "master" }, { accessTokenLifespan });
    }
  });
});
