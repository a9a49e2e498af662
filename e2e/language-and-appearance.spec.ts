import { expect, signIn, test } from "./support/fixtures";

test.describe("the user menu's language and appearance", () => {
  test("switches to the console's own German and Arabic, kept in this browser, without touching the account", async ({
    page,
    admin,
  }) => {
    const [before] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    await signIn(page, { hash: "/master/users" });
    const html = page.locator("html");

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(html).toHaveAttribute("lang", "de");
    const manage = page.getByRole("navigation", { name: "Verwalten" });
    await expect(manage.getByRole("link", { name: "Benutzer" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/\$\{|\{\w+\}/)).toHaveCount(0);

    await page.reload();
    await expect(html).toHaveAttribute("lang", "de");
    await expect(manage.getByRole("link", { name: "Benutzer" })).toBeVisible();

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Sprache" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(
      page.getByRole("navigation", { name: "الإدارة" }).getByRole("link", { name: "المستخدمون" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "اللغة" }).click();
    await page.getByRole("menuitemradio", { name: "افتراضي" }).click();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Users" })).toBeVisible();

    const [after] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    expect(after.attributes?.locale).toEqual(before.attributes?.locale);
  });

  test("switches between light and dark whatever the system prefers, kept in this browser", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await signIn(page);
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Appearance" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole("button", { name: "admin" })).toBeVisible();
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Appearance" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeChecked();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(html).toHaveClass(/dark/);
    await context.close();
  });
});
