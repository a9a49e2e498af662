import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/support/server";

export default defineConfig({
  testDir: "./e2e",
  testMatch: /.*\.spec\.ts$/,
  // one dev server holds the state every spec reads and writes; 2 cores
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
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
  webServer: {
    command: "npx tsx e2e/support/start-server.ts",
    url: `${E2E_BASE_URL}/realms/master/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
