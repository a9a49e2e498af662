import { cpus } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumForTests } from "./e2e/support/chromium";

// The Keycloak project (e2e/keycloak/) runs only against a real Keycloak: `npm test` names its own one here
const keycloak = Boolean(process.env.KEYCLOAK_URL);

export default defineConfig({
  testDir: "./e2e",
  testMatch: /.*\.spec\.ts$/,
  globalSetup: ["./e2e/support/global-setup.ts", ...(keycloak ? ["./e2e/keycloak/support/global-setup.ts"] : [])],
  // Every worker runs against its own dev server (e2e/support/fixtures.ts), so spec files can run side by side; the
  // tests of one file run in order, as they build on each other. One worker keeps a 2-core machine about 80% busy
  // (it waits on its server and browser in turns); two ran the original 89 tests in 131 s instead of 147 s there.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(cpus().length / 2))),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    ...devices["Desktop Chrome"],
    // the console honours reduced motion, so no step meets a dialog or panel mid-animation
    reducedMotion: "reduce",
    // A test gets its worker's browser context back, emptied (cookies, storage, cache, routes, permissions, pages),
    // instead of a new one: the console then boots in about 0.6 s instead of 0.95 s, in a renderer already running
    reuseContext: true,
    trace: "on-first-retry",
    launchOptions: chromiumForTests,
  },
  projects: [
    // the dev server's specs: each worker runs its own dev server
    { name: "chromium", testIgnore: "keycloak/**" },
    // the same console on the real Keycloak, served from an origin of its own, and installed as Keycloak's theme
    ...(keycloak ? [{ name: "keycloak", testDir: "./e2e/keycloak" }] : []),
  ],
});
