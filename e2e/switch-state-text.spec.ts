// A switch writes its state beside it, On or Off as Keycloak's console does, while its name stays its label: a screen
// reader hears "Use refresh tokens, checked", never the state as the name.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";

/** The switch's own label element, which holds the state text beside the switch's control. */
const stateTextOf = (page: Page, name: string) =>
  page.locator("label").filter({ has: page.getByRole("checkbox", { name, exact: true }) });

test.describe("switch state text", () => {
  test("a client's Advanced switch shows On, flips to Off when turned, and saves off", async ({ page, admin }) => {
    const clientId = `zz-e2e-switch-${Date.now()}`;
    const { id } = await admin.clients.create({ realm: REALM, clientId });
    await signIn(page, { hash: `/${REALM}/clients/${id}/advanced` });

    const modes = page.getByRole("region", { name: "Open ID Connect Compatibility Modes" });
    const refreshTokens = modes.getByRole("checkbox", { name: "Use refresh tokens", exact: true });
    await expect(refreshTokens).toBeChecked();
    await expect(stateTextOf(page, "Use refresh tokens")).toHaveText("On");

    await refreshTokens.focus();
    await page.keyboard.press("Space");
    await expect(refreshTokens).not.toBeChecked();
    await expect(stateTextOf(page, "Use refresh tokens")).toHaveText("Off");
    await expect(refreshTokens).toHaveAccessibleName("Use refresh tokens");

    await modes.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    const saved = await admin.clients.findOne({ realm: REALM, id });
    expect(saved?.attributes?.["use.refresh.tokens"]).toBe("false");
  });
});
