// Keycloak's server distribution, as Keycloak publishes it on Maven Central (org.keycloak:keycloak-quarkus-dist),
// fetched once with Maven's ordinary client and unpacked into a git-ignored cache that later runs reuse.
// KEYCLOAK_HOME names an installation of one's own instead.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureJavaAndMaven } from "../ensure-java";

export const KEYCLOAK_VERSION = "26.7.3";
const ARTIFACT = `org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:tar.gz`;
export const KEYCLOAK_CACHE = resolve(".cache/keycloak");

const isDistribution = (dir: string) => existsSync(join(dir, "bin/kc.sh")) && existsSync(join(dir, "lib/lib/main"));

/** The folder of an unpacked Keycloak distribution, fetched and unpacked on first use. */
export function keycloakDistribution(): string {
  ensureJavaAndMaven();
  const own = process.env.KEYCLOAK_HOME;
  if (own) {
    if (!isDistribution(resolve(own))) throw new Error(`KEYCLOAK_HOME=${own} holds no Keycloak (no bin/kc.sh)`);
    return resolve(own);
  }
  const home = join(KEYCLOAK_CACHE, `keycloak-${KEYCLOAK_VERSION}`);
  if (isDistribution(home)) return home;

  mkdirSync(KEYCLOAK_CACHE, { recursive: true });
  // unpacked beside the cache and moved in whole, so an interrupted download never leaves half a distribution
  const partial = mkdtempSync(join(KEYCLOAK_CACHE, "partial-"));
  try {
    console.log(`Fetching Keycloak ${KEYCLOAK_VERSION} from Maven Central (${ARTIFACT}, about 170 MB)…`);
    execFileSync(
      "mvn",
      [
        "-q",
        "-B",
        "dependency:copy",
        `-Dartifact=${ARTIFACT}`,
        `-DoutputDirectory=${partial}`,
        "-Dmdep.useBaseVersion",
      ],
      { stdio: "inherit" },
    );
    const archive = readdirSync(partial).find((name) => name.endsWith(".tar.gz"));
    if (!archive) throw new Error(`Maven fetched no archive for ${ARTIFACT}`);
    execFileSync("tar", ["-xzf", join(partial, archive), "-C", partial], { stdio: "inherit" });
    renameSync(join(partial, `keycloak-${KEYCLOAK_VERSION}`), home);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return home;
}
