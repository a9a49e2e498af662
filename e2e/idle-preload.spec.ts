// A far admin's first visit of a screen waits for its data alone: while the admin reads the dashboard, the code of
// the sidebar's screens and the palette loads; a link the pointer rests on starts its screen's code at once.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/** The console's scripts the page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("the sidebar's screens and the palette load while the dashboard is idle", async ({ page }) => {
  await signIn(page, { hash: "/acme" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // every sidebar screen, one per idle moment, then nothing more is fetched
  await page.waitForLoadState("networkidle");
  const scripts = scriptsFetched(page);
  await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Authentication" }).click();
  await expect(page.getByRole("heading", { name: "Authentication", level: 1 })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts).toEqual([]);
});
