// Translation coverage (realm settings) and the user menu's language preview. The coverage runs in a realm of its
// own, since its overrides would change what other specs' screens say.
import { expect, signIn, test } from "./support/fixtures";

const REALM = `zz-e2e-coverage-${Date.now()}`;
// one of the console's own keys, which no other screen of this realm shows
const KEY = "loginActivityNoClient";

test.describe("translation coverage", () => {
  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({
      realm: REALM,
      enabled: true,
      internationalizationEnabled: true,
      supportedLocales: ["en", "de"],
      defaultLocale: "en",
    });
  });

  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  test("lists a key whose override was removed as missing, and Add override saves it on the server", async ({
    page,
    admin,
  }) => {
    await admin.realms.addLocalization({ realm: REALM, selectedLocale: "de", key: KEY }, "Ohne Client");
    await admin.realms.deleteRealmLocalizationTexts({ realm: REALM, selectedLocale: "de", key: KEY });

    await signIn(page, { hash: `/${REALM}/realm-settings/translation-coverage` });
    const perLocale = page.getByRole("table", { name: "Translation coverage per locale" });
    await expect(perLocale.getByRole("row").filter({ hasText: "German" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Missing texts in German" })).toBeVisible();

    const missing = page.getByRole("table", { name: "Missing texts" });
    await page.getByPlaceholder("Search by key or English text").fill(KEY);
    await page.getByPlaceholder("Search by key or English text").press("Enter");
    const row = missing.getByRole("row").filter({ has: page.getByRole("cell", { name: KEY, exact: true }) });
    await expect(row).toContainText("(no client)");

    await row.getByRole("button", { name: `Add override for ${KEY}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add override (German)" });
    await dialog.getByLabel("Value").fill("Ohne Client");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();

    await expect(row).toHaveCount(0);
    const texts = await admin.realms.getRealmLocalizationTexts({ realm: REALM, selectedLocale: "de" });
    expect(texts[KEY]).toBe("Ohne Client");
  });

  test("the user menu shows Arabic right to left without changing the admin's own locale", async ({ page, admin }) => {
    const [before] = await admin.users.find({ realm: "master", username: "admin", exact: true });

    await signIn(page, { hash: "/acme" });
    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    const [after] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    expect(after.attributes?.locale).toEqual(before.attributes?.locale);

    await page.getByRole("button", { name: "admin" }).click();
    await page.getByRole("menuitem", { name: "اللغة" }).click();
    await page.getByRole("menuitemradio", { name: "افتراضي" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});
