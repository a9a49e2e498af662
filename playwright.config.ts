import { cpus } from "node:os";
import { defineConfig, devices } from "@playwright/test";

export default defineConfig({
  testDir: "./e2e",
  testMatch: /.*\.spec\.ts$/,
  globalSetup: "./e2e/support/global-setup.ts",
  // Every worker runs against its own dev server (e2e/support/fixtures.ts), so spec files can run side by side; the
  // tests of one file run in order, as they build on each other. A worker's browser keeps about two cores busy:
  // on the 2-core CI machine a second worker made every test three times slower, so one worker per two cores.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(cpus().length / 2))),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    ...devices["Desktop Chrome"],
    // the console honours reduced motion, so no step meets a dialog or panel mid-animation
    reducedMotion: "reduce",
    trace: "on-first-retry",
    launchOptions: {
      // Debian's Chromium; Playwright cannot download its own browser here
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
