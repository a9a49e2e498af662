import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("realm settings", () => {
  test("saves a new display name", async ({ page, admin }) => {
    const displayName = `ACME ${Date.now()}`;
    await signIn(page, { hash: "/acme/realm-settings" });
    const field = page.getByRole("textbox", { name: "Display name", exact: true });
    await expect(field).toHaveValue(/ACME/);
    await field.fill(displayName);
    await saveReviewed(page);

    await expect(page.getByText("Realm successfully updated")).toBeVisible();
    await expect.poll(async () => (await admin.realms.findOne({ realm: "acme" }))?.displayName).toBe(displayName);
  });

  test("an invalid frontend URL shows the message and keeps what was typed", async ({ page, admin }) => {
    await signIn(page, { hash: "/acme/realm-settings" });
    const url = page.getByRole("textbox", { name: "Frontend URL" });
    await url.fill("not a url");
    await expect(page.getByText("Frontend URL must be a valid http:// or https:// URL.")).toBeVisible();
    await expect(url).toHaveValue("not a url");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(url).toBeFocused();
    expect((await admin.realms.findOne({ realm: "acme" }))?.attributes?.frontendUrl).not.toBe("not a url");
  });

  test("asks before leaving with unsaved changes", async ({ page }) => {
    await signIn(page, { hash: "/acme/realm-settings" });
    await page.getByRole("textbox", { name: "HTML Display name" }).fill("<b>changed</b>");
    await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Authentication" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/#\/acme\/realm-settings$/);
    await expect(page.getByRole("textbox", { name: "HTML Display name" })).toHaveValue("<b>changed</b>");
  });

  test("a user without view-realm sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/realm-settings", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
