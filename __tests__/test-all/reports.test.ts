/** @jest-environment node */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jestCounts, playwrightCounts, tapCounts } from "../../scripts/test-all/reports";

const dir = mkdtempSync(join(tmpdir(), "reports-"));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe("the names of the tests a stage failed", () => {
  it("names node:test's innermost failures with their suites, not the suites they failed", () => {
    const tap = [
      "TAP version 13",
      "# Subtest: outer",
      "    # Subtest: inner",
      "        # Subtest: fails",
      "        not ok 1 - fails",
      "        # Subtest: passes",
      "        ok 2 - passes",
      "    not ok 1 - inner",
      "not ok 1 - outer",
      "# Subtest: top fails",
      "not ok 2 - top fails",
      "    at Test.processPendingSubtests (node:internal/test_runner/test:526:18) not ok 3 - a stack line",
      "# pass 1",
      "# fail 2",
    ].join("\n");
    expect(tapCounts(write("run.tap", tap))()).toEqual({
      passed: 1,
      failed: 2,
      skipped: 0,
      failures: ["outer › inner › fails", "top fails"],
    });
  });

  it("names jest's failed tests, and a file that failed to load by its error", () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: join(process.cwd(), "__tests__/a.test.tsx"),
          status: "failed",
          message: "",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a breaks" },
          ],
        },
        {
          name: join(process.cwd(), "__tests__/b.test.tsx"),
          status: "failed",
          message: "  Cannot find module './gone'\n  at line 3",
          assertionResults: [],
        },
      ],
    };
    expect(jestCounts(write("jest.json", JSON.stringify(report)))().failures).toEqual([
      "__tests__/a.test.tsx › a breaks",
      "__tests__/b.test.tsx: Cannot find module './gone'",
    ]);
  });

  it("names Playwright's failures and the tests that passed only on a retry, nested suites included", () => {
    const spec = (title: string, line: number, status: string) => ({
      title,
      file: "x.spec.ts",
      line,
      tests: [{ status }],
    });
    const report = {
      stats: { expected: 1, flaky: 1, unexpected: 1, skipped: 0 },
      suites: [
        { specs: [spec("passes", 3, "expected")], suites: [{ specs: [spec("fails", 9, "unexpected")] }] },
        { specs: [spec("wobbles", 20, "flaky")] },
      ],
    };
    expect(playwrightCounts(write("e2e.json", JSON.stringify(report)))()).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
      failures: ["x.spec.ts:9 › fails"],
      retried: ["x.spec.ts:20 › wobbles"],
    });
  });
});
