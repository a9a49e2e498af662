// A screen's main action looks the same wherever it stands: a list's create button, a create form's Next, a settings
// form's Save and a dialog's confirm share one colour, as Keycloak's primary buttons all are its blue.
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";

/** The button's background as drawn, with the pointer away so no hover colour is read. */
async function backgroundOf(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  await page.mouse.move(0, 0);
  return button.evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function open(page: Page, hash: string) {
  await page.goto(page.url().replace(/#.*$/, `#/${REALM}/${hash}`));
}

test.describe("primary buttons", () => {
  test("a list's create button, a create form's Next, a settings form's Save and a dialog's confirm share one colour", async ({
    page,
  }) => {
    await signIn(page, { hash: `/${REALM}/roles` });
    const colours: Record<string, string> = {};
    colours["Create role"] = await backgroundOf(page, page.getByRole("button", { name: "Create role" }));

    await open(page, "authentication");
    colours["Create flow"] = await backgroundOf(page, page.getByRole("button", { name: "Create flow" }));

    await open(page, "clients/add-client");
    colours["Next"] = await backgroundOf(page, page.getByRole("button", { name: "Next" }));

    await open(page, "realm-settings/general");
    colours["Save"] = await backgroundOf(page, page.getByRole("button", { name: "Save" }));

    await page.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: "Partial export" }).click();
    const dialog = page.getByRole("dialog", { name: "Partial export" });
    colours["Export"] = await backgroundOf(page, dialog.getByRole("button", { name: "Export" }));

    const blue = colours["Create role"];
    expect(colours).toEqual({ "Create role": blue, "Create flow": blue, Next: blue, Save: blue, Export: blue });
  });
});
