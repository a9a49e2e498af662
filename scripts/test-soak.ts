// `npm run test:soak`: the flake hunt. Jest runs again and again in a new random order each time (the seed is
// printed), the end-to-end suite again and again without retries, with a CPU-bound process beside them, as a busy CI
// machine has it; then a table of every test that failed in any run, and how often.
//   -- --jest=10 --e2e=3 --load=1   runs of each (0 skips a suite) and stress-ng CPU workers beside them
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { jestCounts, playwrightCounts } from "./test-all/reports";
import { REPORTS, type Counts } from "./test-all/stages";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = { jest: option("jest", 10), e2e: option("e2e", 3) };
const load = option("load", 1);

const SOAK = `${REPORTS}/soak`;
mkdirSync(SOAK, { recursive: true });

type Run = { suite: "jest" | "e2e"; run: number; seed?: number; seconds: number; failed: string[] };
const done: Run[] = [];

function stress(): ChildProcess | undefined {
  if (load <= 0) return undefined;
  if (!existsSync("/usr/bin/stress-ng") && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    spawnSync("apt-get", ["install", "-y", "-qq", "stress-ng"], { stdio: "inherit" });
  }
  if (!existsSync("/usr/bin/stress-ng")) throw new Error("stress-ng not found: `sudo apt-get install -y stress-ng`");
  return spawn("stress-ng", ["--cpu", String(load), "--quiet"], { stdio: "ignore" });
}

function jestRun(run: number): Run {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const report = `${SOAK}/jest-${run}.json`;
  const started = Date.now();
  spawnSync("npx", ["jest", "--randomize", `--seed=${seed}`, "--json", `--outputFile=${report}`], { stdio: "inherit" });
  const failed = namesOrCrash(jestCounts(report), "jest");
  return { suite: "jest", run, seed, seconds: (Date.now() - started) / 1000, failed };
}

/** the failed tests' names from a runner's report, or the crash that left it unwritten */
function namesOrCrash(counts: () => Counts, runner: string): string[] {
  try {
    return counts().failures ?? [];
  } catch {
    return [`${runner} (no report: the run crashed)`];
  }
}

function e2eRun(run: number): Run {
  const report = `${SOAK}/e2e-${run}.json`;
  const started = Date.now();
  spawnSync("npx", ["playwright", "test", "--retries=0"], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const failed = namesOrCrash(playwrightCounts(report), "playwright");
  return { suite: "e2e", run, seconds: (Date.now() - started) / 1000, failed };
}

const stressor = stress();
try {
  for (let run = 1; run <= runs.jest; run++) done.push(jestRun(run));
  for (let run = 1; run <= runs.e2e; run++) done.push(e2eRun(run));
} finally {
  stressor?.kill();
}

console.log(`\nsoak with ${load} stress-ng CPU worker(s) beside it`);
for (const r of done) {
  console.log(
    `${r.suite.padEnd(5)} run ${r.run}${r.seed === undefined ? "" : ` (seed ${r.seed})`}: ${r.seconds.toFixed(0)} s, ${r.failed.length} failed`,
  );
}
const flaky = new Map<string, number>();
for (const name of done.flatMap((r) => r.failed)) flaky.set(name, (flaky.get(name) ?? 0) + 1);
if (flaky.size) {
  console.log("\nfailed in some run:");
  for (const [name, times] of [...flaky].sort((a, b) => b[1] - a[1])) console.log(`  ${times}×  ${name}`);
}
writeFileSync(`${SOAK}/summary.json`, JSON.stringify({ load, runs: done }, null, 1));
process.exit(flaky.size ? 1 : 0);
