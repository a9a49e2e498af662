// What the browser benchmarks share: the dev server with the seed realms serving the built console, and the admin
// signing in on its login page.
import type { Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../dev-server/server";

export const CONSOLE_PATH = "/admin/master/console/";

/** The dev server on a free port, with a fresh copy of the seed and out/ as its console. */
export function startBenchServer(consoleDir: string) {
  return startServer({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), "bench-")),
    seedDir: "dev-server/seed",
    consoleDir,
    quiet: true,
  });
}

export async function signIn(page: Page) {
  await page.getByLabel("Username or email").fill("admin");
  await page.getByLabel("Password").fill("admin");
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The dashboard is usable once the sidebar's navigation and the page heading are on screen. */
export async function dashboardVisible(page: Page) {
  await page.getByRole("navigation").first().waitFor();
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}
