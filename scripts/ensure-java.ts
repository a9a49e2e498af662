// The real Keycloak runs on Java 17 or later, and its server distribution comes from Maven Central through Maven.
// Install Debian's packages when they are missing and we may (root with apt), as ensureChromium does for the browser;
// otherwise say exactly what to install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PACKAGES = ["openjdk-17-jdk-headless", "maven"];
const HOW_TO_INSTALL =
  `Install them with \`sudo apt-get install -y ${PACKAGES.join(" ")}\` (Debian/Ubuntu), ` +
  "or any JDK 17, 21 or 25 and Apache Maven 3 on the PATH.";

/** The major version of the `java` on the PATH, or undefined when there is none. */
function javaMajorVersion(): number | undefined {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return undefined;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(probe.stderr);
  if (!version) return undefined;
  // Java 8 and older called themselves 1.x
  return version[1] === "1" ? Number(version[2]) : Number(version[1]);
}

const hasMaven = () => !spawnSync("mvn", ["-v"], { encoding: "utf8" }).error;

/** What is missing for the real Keycloak, in words, or undefined when Java and Maven are both there. */
export function javaOrMavenMissing(): string | undefined {
  const java = javaMajorVersion();
  const missing = [
    java === undefined ? "Java" : java < 17 ? `Java 17 or later (found Java ${java})` : undefined,
    hasMaven() ? undefined : "Maven",
  ].filter(Boolean);
  return missing.length ? `${missing.join(" and ")} not found. ${HOW_TO_INSTALL}` : undefined;
}

export function ensureJavaAndMaven(): void {
  if (!javaOrMavenMissing()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`Java or Maven is missing: installing Debian's ${PACKAGES.join(" and ")} packages…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const missing = javaOrMavenMissing();
  if (missing) throw new Error(missing);
}
