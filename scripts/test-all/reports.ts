// Each runner's own report, read into a stage's counts and the names of the tests that failed or needed a retry.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import type { Counts } from "./stages";

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

type JestAssertion = { status: string; fullName: string };
type JestFile = { name: string; status: string; message: string; assertionResults: JestAssertion[] };

/** jest's --json report: a suite that failed without a failing test (it did not load) is named with its first line */
export const jestCounts = (file: string) => (): Counts => {
  const r = readJson(file);
  const failures = (r.testResults as JestFile[]).flatMap((suite) => {
    const where = relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((a) => a.status === "failed");
    if (failed.length) return failed.map((a) => `${where} › ${a.fullName}`);
    return suite.status === "failed" ? [`${where}: ${suite.message.trim().split("\n")[0]}`] : [];
  });
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests,
    failures,
  };
};

/**
 * node:test's TAP report. A failed test fails every suite around it, so only the innermost failures are named, each
 * with the suites it sits in.
 */
export const tapCounts = (file: string) => (): Counts => {
  const tap = readFileSync(file, "utf8");
  const n = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? 0);
  const open: string[] = [];
  const failedPaths: string[][] = [];
  for (const line of tap.split("\n")) {
    const subtest = /^( *)# Subtest: (.*)$/.exec(line);
    if (subtest) open.splice(subtest[1].length / 4, Infinity, subtest[2]);
    const notOk = /^( *)not ok \d+ - (.*)$/.exec(line);
    if (notOk) failedPaths.push([...open.slice(0, notOk[1].length / 4), notOk[2]]);
  }
  const within = (outer: string[], inner: string[]) =>
    inner.length > outer.length && outer.every((name, i) => inner[i] === name);
  const failures = failedPaths
    .filter((path) => !failedPaths.some((other) => within(path, other)))
    .map((path) => path.join(" › "));
  return { passed: n("pass"), failed: n("fail") + n("cancelled"), skipped: n("skipped") + n("todo"), failures };
};

type PlaywrightSpec = { title: string; file: string; line: number; tests: { status: string }[] };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

/** Playwright's JSON report */
export const playwrightCounts = (file: string) => (): Counts => {
  const r = readJson(file);
  const specs = (suites: PlaywrightSuite[] = []): PlaywrightSpec[] =>
    suites.flatMap((s) => [...(s.specs ?? []), ...specs(s.suites)]);
  const named = (status: string) =>
    specs(r.suites)
      .filter((spec) => spec.tests.some((t) => t.status === status))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`);
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failures: named("unexpected"),
    retried: named("flaky"),
  };
};
