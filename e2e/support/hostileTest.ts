// The frame of the hostile-data specs: the `hostile` realm seeded once per worker, and after each test a check that
// nothing from the data ran (no dialog, no uncaught error, no window.__xss).
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { HOSTILE_REALM, seedHostileRealm, type HostileIds } from "./hostileCorpus";
import { labelHostileRealm } from "./hostileRealmTexts";
import { expect, test } from "./fixtures";

/** The realm is seeded once per worker (each worker has its own dev server and data). */
let seeded: Promise<HostileIds> | undefined;

async function hostileRealm(admin: KcAdminClient): Promise<HostileIds> {
  seeded ??= (async () => {
    const existing = await admin.realms.findOne({ realm: HOSTILE_REALM });
    if (existing) await admin.realms.del({ realm: HOSTILE_REALM });
    const ids = await seedHostileRealm(admin);
    await labelHostileRealm(admin);
    return ids;
  })();
  return seeded;
}

/** What ran that should not have: dialogs, uncaught errors. Dialogs are dismissed so that nothing waits on them. */
function watch(page: Page) {
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => ran.push(`page error: ${error.message}`));
  return ran;
}

/** Registers the spec's hooks; the returned function gives the seeded ids inside a test. */
export function useHostileRealm(): () => HostileIds {
  let ids: HostileIds;
  let ran: string[];
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page, admin }) => {
    ids = await hostileRealm(admin);
    ran = watch(page);
  });
  test.afterEach(async ({ page }) => {
    expect(ran, "dialogs and errors").toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), "window.__xss").toBeUndefined();
  });
  return () => ids;
}

/** Opens a screen inside the running console (the router follows the hash). */
export async function openInConsole(page: Page, hash: string) {
  await page.evaluate((next) => (window.location.hash = next), hash);
}

/** The screen's table (the realm's translations rename the tables, so they are not found by name). */
export const mainTable = (page: Page | Locator) => page.locator("main").getByRole("table").first();
