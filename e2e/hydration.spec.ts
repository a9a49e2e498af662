// A full page load must hydrate the prerendered page without a mismatch: React reports one as minified error #418
// and throws the server HTML away.
import type { Page } from "@playwright/test";
import { consoleUrl } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const SCREENS = ["/master", "/master/users", "/master/groups", "/master/clients", "/master/roles"];
const LOADS_PER_SCREEN = 4;

/** Uncaught errors, and console errors about hydration, for as long as the page lives. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /#418|hydrat/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test("every full page load of the main screens hydrates without an error", async ({ page }) => {
  // twenty cold starts of the console, each with its silent sign-in: about 4 s each on the 2-core machine
  test.setTimeout(300_000);
  await signIn(page, { hash: "/master" });
  const errors = collectHydrationErrors(page);
  for (const screen of SCREENS) {
    for (let load = 0; load < LOADS_PER_SCREEN; load++) {
      // via a blank page, so that each visit loads the document anew rather than changing the hash
      await page.goto("about:blank");
      await page.goto(`${consoleUrl()}#${screen}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(errors, `${screen}, load ${load + 1}`).toEqual([]);
    }
  }
});
