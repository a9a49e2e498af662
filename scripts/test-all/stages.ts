// The stages of `npm test` and their table: each stage's counts, time and result, and the stages that could not run
// with the reason why.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

export const REPORTS = ".data/reports";

export type Counts = {
  passed: number;
  failed: number;
  skipped: number;
  /** the failed tests' names, so that the end of the output says which ones without scrolling back */
  failures?: string[];
  /** tests that failed and then passed on their retry: green, but worth a look */
  retried?: string[];
};
type Result = Counts & {
  suite: string;
  seconds: number;
  /** how busy the machine's cores were during the stage, in percent: where the run could still go side by side */
  busy?: number;
  status: "ok" | "FAIL" | "NOT RUN";
  reason?: string;
};
const results: Result[] = [];

// what else the machine was doing: the one-minute load average through the run, sampled every ten seconds
const started = Date.now();
const loads = [loadavg()[0]];
const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
sampler.unref();

/** the machine's busy and total CPU time so far, from Linux's /proc/stat; undefined elsewhere */
function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return undefined;
  }
}

/** the percentage of CPU time the machine spent busy since `from` */
function busySince(from: ReturnType<typeof cpuTimes>): number | undefined {
  const to = cpuTimes();
  if (!from || !to || to.total === from.total) return undefined;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}

type StepOptions = { count?: () => Counts; env?: Record<string, string> };

/** Runs one stage in the foreground, its output as it comes. */
export function step(suite: string, command: string, args: string[], { count, env = {} }: StepOptions = {}) {
  console.log(`\n=== ${suite} ===`);
  const started = Date.now();
  const cpu = cpuTimes();
  const child = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = child.status === 0;
  let counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    if (count) counts = count();
  } catch {
    // the runner died before writing its report: counted below as one failure
  }
  // a stage that failed without a failing test (a crash, a type error, a broken build) still counts once
  if (!ok && counts.failed === 0) counts.failed = 1;
  const status = ok && counts.failed === 0 ? "ok" : "FAIL";
  results.push({ suite, ...counts, seconds: (Date.now() - started) / 1000, busy: busySince(cpu), status });
}

/** A stage that cannot run here, with the reason; it is listed as such, never as passed. */
export function notRun(suite: string, reason: string) {
  console.log(`\n=== ${suite} ===\nNot run: ${reason}`);
  results.push({ suite, passed: 0, failed: 0, skipped: 0, seconds: 0, status: "NOT RUN", reason });
}

/** A stage whose set-up failed before any test could run: a failure, with the reason. */
export function failedToStart(suite: string, reason: string) {
  console.log(`\n=== ${suite} ===\nFailed before its tests: ${reason}`);
  results.push({ suite, passed: 0, failed: 1, skipped: 0, seconds: 0, status: "FAIL", reason });
}

type Check = { suite: string; command: string; args: string[] };

/**
 * Runs checks side by side, each one's output shown in one piece when it ends. None of them keeps two cores busy all
 * the time: on the 2-core machine lint, formatting and the build take 26-27 s together, 34 s one after another.
 */
export async function checksInParallel(checks: Check[]): Promise<{ suite: string; ok: boolean }[]> {
  const cpu = cpuTimes();
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
  const busy = busySince(cpu);
  for (const { suite, output, ok, seconds } of finished) {
    console.log(`\n=== ${suite} ===`);
    if (output) process.stdout.write(output);
    results.push({ suite, passed: 0, failed: ok ? 0 : 1, skipped: 0, seconds, busy, status: ok ? "ok" : "FAIL" });
  }
  return finished;
}

/** at most this many names a stage: past that, its report has them */
const NAMES_SHOWN = 20;

/** Lists the tests each stage names under `key`, after the table. */
function printNames(key: "failures" | "retried", of: Result[]) {
  const named = of.filter((r) => r[key]?.length);
  if (!named.length) return;
  console.log(key === "failures" ? "\nFailed:" : "\nPassed only on a retry:");
  for (const r of named) {
    const names = r[key] ?? [];
    console.log(`  ${r.suite}`);
    for (const name of names.slice(0, NAMES_SHOWN)) console.log(`    ${name}`);
    if (names.length > NAMES_SHOWN) console.log(`    … and ${names.length - NAMES_SHOWN} more`);
  }
}

let closing = "";

/** the run in one line for the README's figures: tests, time, and the machine's load */
export const summaryFigure = () => closing;

/**
 * Prints the table; true when every stage passed. A stage that could not run fails the run on CI, which installs
 * everything the suites need, and is listed with its reason elsewhere.
 */
export function printSummary(): boolean {
  console.log("\nstage                                          passed  failed  skipped  seconds  busy");
  for (const r of results) {
    console.log(
      `${r.status.padEnd(7)} ${r.suite.padEnd(44)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(7)} ${String(r.skipped).padStart(8)} ${r.seconds.toFixed(0).padStart(8)} ${(r.busy === undefined ? "" : `${r.busy}%`).padStart(5)}`,
    );
    if (r.reason) console.log(`        (${r.reason})`);
  }
  const sum = (key: "passed" | "failed" | "skipped") => results.reduce((s, r) => s + r[key], 0);
  const missing = results.filter((r) => r.status === "NOT RUN").map((r) => r.suite);
  console.log(
    `\n${sum("passed")} passed, ${sum("failed")} failed, ${sum("skipped")} skipped` +
      (missing.length ? `; not run: ${missing.join(", ")}` : ""),
  );
  const seconds = (Date.now() - started) / 1000;
  const machine = {
    cores: availableParallelism(),
    loadAtStart: loads[0],
    meanLoad: loads.reduce((a, b) => a + b, 0) / loads.length,
  };
  const time = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  const load = `load average ${machine.loadAtStart.toFixed(1)} at the start, ${machine.meanLoad.toFixed(1)} on average`;
  console.log(`${time} on ${machine.cores} cores; ${load} through the run`);
  printNames("failures", results);
  printNames("retried", results);
  closing = `${sum("passed")} tests in ${time} (${results.map((r) => `${r.suite.split(" (")[0]} ${r.seconds.toFixed(0)} s`).join(", ")}); ${machine.cores} cores, ${load}`;
  writeFileSync(
    `${REPORTS}/summary.json`,
    JSON.stringify({ date: new Date().toISOString(), seconds, machine, results }, null, 1),
  );
  const failed = results.some((r) => r.status === "FAIL");
  return !failed && (missing.length === 0 || !process.env.CI);
}
