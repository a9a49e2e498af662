// The e2e suite and the benchmark drive Debian's Chromium. Install it when missing and we may (root with apt);
// otherwise say exactly what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium as an administrator runs it, headless in a container: the benchmarks' and the browser tests' launch. */
export const chromiumAsUsersHaveIt = {
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), ` +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}
