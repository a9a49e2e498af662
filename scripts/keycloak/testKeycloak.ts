// The one Keycloak of a whole `npm test` run: started at the beginning so that its start overlaps the checks before
// the suites that need it, with a fresh database every run (its build for the features is kept between runs), and
// the demo realms imported as `npm run keycloak` imports them. KEYCLOAK_URL names a running Keycloak instead.
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { javaOrMavenMissing } from "../ensure-java";
import { importSeedRealms } from "./seed";
import { startKeycloak } from "./server";

export type TestKeycloak =
  | {
      url: string;
      started: boolean;
      /** its themes/ folder, where the e2e installs the console as a theme; unknown for a Keycloak named by URL */
      themesDir?: string;
      stop(): Promise<void>;
    }
  | { notRun: string };

const FOLDER = ".data/keycloak-test";

// Argon2 at Keycloak's defaults (7 MB, 5 passes) was 44% of the test Keycloak's CPU through the differential suite:
// every user's password set and every password grant hashes. The tests compare what Keycloak answers, not how hard
// its hashes are to break, so the test server hashes with the least work Argon2 allows; a credential's stored
// parameters differ from a stock server's, and nothing compares them (people-user-credentials lists why).
const CHEAP_PASSWORD_HASHING = [
  "--spi-password-hashing--argon2--iterations=1",
  "--spi-password-hashing--argon2--memory=8",
];
const PORT = Number(process.env.KEYCLOAK_TEST_PORT ?? 8380);

export async function startTestKeycloak(): Promise<TestKeycloak> {
  const given = process.env.KEYCLOAK_URL;
  if (given)
    return {
      url: given.replace(/\/$/, ""),
      started: false,
      themesDir: process.env.KEYCLOAK_THEMES_DIR,
      stop: async () => {},
    };
  // as root the install happens here (ensureJavaAndMaven); elsewhere a missing Java is a reason, not a failure
  const missing = process.getuid?.() === 0 ? undefined : javaOrMavenMissing();
  if (missing) return { notRun: missing };
  rmSync(join(FOLDER, "data"), { recursive: true, force: true });
  const keycloak = await startKeycloak({
    port: PORT,
    folder: FOLDER,
    output: "log-file",
    options: CHEAP_PASSWORD_HASHING,
  });
  try {
    await importSeedRealms(keycloak.url);
  } catch (error) {
    await keycloak.stop();
    throw error;
  }
  return { url: keycloak.url, started: true, themesDir: resolve(FOLDER, "themes"), stop: keycloak.stop };
}
