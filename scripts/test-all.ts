// `npm test`: every suite, in the order that fails fastest, then one closing line with the totals.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensureSlapd } from "./ensure-slapd";

const REPORTS = ".data/reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

type Result = { suite: string; passed: number; failed: number; skipped: number; seconds: number; ok: boolean };
const results: Result[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): { ok: boolean; seconds: number } {
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return { ok: child.status === 0, seconds: (Date.now() - started) / 1000 };
}

function step(
  suite: string,
  command: string,
  args: string[],
  count: () => Omit<Result, "suite" | "seconds" | "ok">,
  env?: Record<string, string>,
) {
  console.log(`\n=== ${suite} ===`);
  const { ok, seconds } = run(command, args, env);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    counts = count();
  } catch {
    // the runner died before writing its report
  }
  // a step that failed without a failing test (a crash, a type error, a broken build) still counts once
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ suite, ...counts, seconds, ok: ok && counts.failed === 0 });
}

const none = () => ({ passed: 0, failed: 0, skipped: 0 });

type Check = { suite: string; command: string; args: string[] };

/**
 * Runs checks side by side, each one's output shown in one piece when it ends. None of them keeps two cores busy all
 * the time: on the 2-core machine lint, formatting and the build take 26-27 s together, 34 s one after another.
 */
async function checksInParallel(checks: Check[]) {
  const finished = await Promise.all(
    checks.map(
      ({ suite, command, args }) =>
        new Promise<{ suite: string; output: string; ok: boolean; seconds: number }>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          const end = (ok: boolean) => resolve({ suite, output, ok, seconds: (Date.now() - started) / 1000 });
          child.on("error", (error) => {
            output += `${error}\n`;
            end(false);
          });
          child.on("close", (code) => end(code === 0));
        }),
    ),
  );
  for (const { suite, output, ok, seconds } of finished) {
    console.log(`\n=== ${suite} ===`);
    if (output) process.stdout.write(output);
    results.push({ suite, passed: 0, failed: ok ? 0 : 1, skipped: 0, seconds, ok });
  }
}

// TypeScript 7 (native) checks types; the `typescript` package (6.x) is there for the tools that need its JS API. It
// reads .next/types, which the build writes, so it runs before the build
step("type check", "node", ["node_modules/typescript-native/bin/tsc", "--noEmit", "-p", "tsconfig.json"], none);

await checksInParallel([
  { suite: "lint (eslint, import boundaries included)", command: "npx", args: ["eslint", "."] },
  { suite: "formatting (prettier --check)", command: "npx", args: ["prettier", "--check", "--log-level=warn", "."] },
  { suite: "static build (npm run build)", command: "npm", args: ["run", "build"] },
]);

step("unit and component (jest)", "npx", ["jest", "--json", `--outputFile=${REPORTS}/jest.json`], () => {
  const r = JSON.parse(readFileSync(`${REPORTS}/jest.json`, "utf8"));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests,
  };
});

// the dev server's browser login test drives Chromium and its LDAP tests slapd, so both must be there before that step
ensureChromium();
ensureSlapd();
const serverTests = readdirSync("dev-server/test")
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => join("dev-server/test", f));
step(
  "dev-server conformance (node:test)",
  "node",
  [
    "--import",
    "tsx",
    "--test",
    // each file starts its own server on a free port in its own folders; two at once overlap the processes' start-up
    "--test-concurrency=2",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    "--test-reporter=tap",
    `--test-reporter-destination=${REPORTS}/server.tap`,
    ...serverTests,
  ],
  () => {
    const tap = readFileSync(`${REPORTS}/server.tap`, "utf8");
    const n = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? 0);
    return { passed: n("pass"), failed: n("fail") + n("cancelled"), skipped: n("skipped") + n("todo") };
  },
);

if (results.every((r) => r.ok)) {
  step(
    "end to end in Chromium (Playwright)",
    "npx",
    ["playwright", "test"],
    () => {
      const r = JSON.parse(readFileSync(`${REPORTS}/e2e.json`, "utf8"));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
    },
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
  );
} else {
  console.log("\nEnd-to-end tests skipped: an earlier step failed.");
}

console.log("\nsuite                                    passed  failed  skipped  seconds");
for (const r of results) {
  console.log(
    `${r.ok ? "ok  " : "FAIL"} ${r.suite.padEnd(36)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(7)} ${String(r.skipped).padStart(8)} ${r.seconds.toFixed(0).padStart(8)}`,
  );
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + r.skipped, 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
