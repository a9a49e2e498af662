import { expect, signIn, test } from "./support/fixtures";

const unique = () => `realm-${Date.now().toString(36)}`;

test.describe("create realm", () => {
  test("creates a realm and goes to its dashboard", async ({ page, admin }) => {
    const name = unique();
    await signIn(page, { hash: "/master/add-realm" });
    await page.getByRole("textbox", { name: /Realm name/ }).fill(name);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${name}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect((await admin.realms.findOne({ realm: name }))?.realm).toBe(name);
  });

  test("a name with spaces is refused on the field and kept as typed", async ({ page, admin }) => {
    await signIn(page, { hash: "/master/add-realm" });
    const field = page.getByRole("textbox", { name: /Realm name/ });
    await field.fill("has spaces");
    await expect(page.getByText("Realm name must not contain spaces.")).toBeVisible();
    await expect(field).toHaveValue("has spaces");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleErrorMessage("Realm name must not contain spaces.");
    await expect(page).toHaveURL(/#\/master\/add-realm$/);
    expect((await admin.realms.find()).map((realm) => realm.realm)).not.toContain("has spaces");
  });

  test("an existing name shows the server's message on the field", async ({ page }) => {
    await signIn(page, { hash: "/master/add-realm" });
    const field = page.getByRole("textbox", { name: /Realm name/ });
    await field.fill("acme");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Realm acme already exists")).toBeVisible();
    await expect(field).toHaveValue("acme");
  });
});
