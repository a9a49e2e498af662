// The e2e suite and the benchmark drive Debian's Chromium. Install it when missing and we may (root with apt);
// otherwise say exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Chromium's headless shell, the same engine without the desktop browser around it: the test suites' browser. It ran
 * a sample of 224 e2e tests with 9% less CPU than the full Chromium (354 against 389 CPU-s, two runs each).
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

const flags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Chromium as an administrator runs it, headless in a container: the benchmarks' launch, and timed tests'. */
export const chromiumAsUsersHaveIt = { executablePath: CHROMIUM, args: flags };

/** The browser the tests drive: the headless shell, or the full Chromium where the shell is not installed. */
export const chromiumForTestRuns = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM,
  args: flags,
};

const PACKAGES = { chromium: CHROMIUM, "chromium-headless-shell": HEADLESS_SHELL };

export function ensureChromium(): void {
  const missing = Object.entries(PACKAGES).filter(([, path]) => !existsSync(path));
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    const names = missing.map(([name]) => name);
    console.log(`Installing Debian's ${names.join(" and ")}…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...names], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), ` +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    );
  if (!existsSync(HEADLESS_SHELL))
    console.log(
      `No Chromium headless shell at ${HEADLESS_SHELL}: the tests drive the full Chromium, which costs more CPU ` +
        "(`sudo apt-get install -y chromium-headless-shell`, or CHROMIUM_HEADLESS_SHELL_PATH).",
    );
}
