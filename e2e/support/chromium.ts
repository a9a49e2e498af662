import type { LaunchOptions } from "@playwright/test";
import { chromiumAsUsersHaveIt, chromiumForTestRuns } from "../../scripts/ensure-chromium";

/** Chromium as an administrator runs it (V8's optimising compilers on), for the specs that time what a user sees. */
export { chromiumAsUsersHaveIt };

/**
 * The suite's Chromium. A test's page lives a few seconds: V8's optimising compilers (Maglev, TurboFan) spend more CPU
 * compiling in the background than their code saves there, and the two workers already share two cores. Without them
 * the original 89 tests ran in 96-100 s instead of 100-107 s and used 8% less CPU (three runs each).
 */
export const chromiumForTests: LaunchOptions = {
  ...chromiumForTestRuns,
  args: [...chromiumForTestRuns.args, "--js-flags=--no-maglev --no-turbofan"],
};
