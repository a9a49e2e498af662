// The features `npm run bench` opens after the sidebar's routes, to list the chunks each fetches on demand (issue 19:
// each feature's own chunk size). Each step opens its feature as a user would and waits until it shows.
import type { Page } from "@playwright/test";

export type OnDemandFeature = { name: string; open(page: Page, consoleUrl: string): Promise<void> };

async function openUsers(page: Page, consoleUrl: string) {
  await page.goto(`${consoleUrl}#/acme/users`);
  await page.getByRole("table", { name: "Users" }).waitFor();
}

/** A feature that is a tab of its own, opened by its URL until its heading shows. */
const tab = (name: string, hash: string): OnDemandFeature => ({
  name,
  async open(page, consoleUrl) {
    await page.goto(`${consoleUrl}#${hash}`);
    await page.getByRole("tabpanel").first().waitFor();
  },
});

export const ON_DEMAND_FEATURES: OnDemandFeature[] = [
  tab("login activity tab", "/acme/login-activity"),
  tab("translation coverage tab", "/acme/realm-settings/translation-coverage"),
  {
    name: "command palette (Ctrl/Cmd-K)",
    async open(page) {
      await page.keyboard.press("ControlOrMeta+k");
      await page.getByRole("dialog").getByRole("combobox").waitFor();
      await page.keyboard.press("Escape");
    },
  },
  {
    name: "users CSV export dialog",
    async open(page, consoleUrl) {
      await openUsers(page, consoleUrl);
      await page.getByRole("button", { name: "Export", exact: true }).click();
      await page.getByRole("dialog", { name: "Export users" }).waitFor();
      await page.keyboard.press("Escape");
    },
  },
  {
    name: "users CSV import (+ parser)",
    async open(page, consoleUrl) {
      await openUsers(page, consoleUrl);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import users" });
      await dialog.getByLabel("Or paste CSV").fill("username,email\nann,ann@example.com");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("table", { name: "Column mapping" }).waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
    },
  },
];
