// `npm test`: every suite, each one run whatever happened to the ones before it, then a table of every stage's result.
// The exit code is non-zero when any stage failed.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium";
import { ensureSlapd } from "./ensure-slapd";
import { startTestKeycloak, type TestKeycloak } from "./keycloak/testKeycloak";
import { setFigure } from "./figures";
import { compileNodeTests } from "./test-all/compiledNodeTests";
import { jestCounts, playwrightCounts, tapCounts } from "./test-all/reports";
import { startDifferentialDevServer } from "./test-all/sharedDevServer";
import { checksInParallel, failedToStart, notRun, printSummary, REPORTS, step, summaryFigure } from "./test-all/stages";

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// Keycloak takes half a minute to a minute and a half to start, mostly while the checks below keep both cores busy
// anyway; it is asked for only by the differential stage
const keycloakStart = startTestKeycloak().catch((error: unknown): TestKeycloak => ({
  notRun: `Keycloak did not start: ${error instanceof Error ? error.message : String(error)}`,
}));
const started = Date.now();

// TypeScript 7 (native) checks types; the `typescript` package (6.x) is there for the tools that need its JS API. It
// reads .next/types, which the build writes, so it runs before the build
step("type check", "node", ["node_modules/typescript-native/bin/tsc", "--noEmit", "-p", "tsconfig.json"]);

const built = await checksInParallel([
  { suite: "lint (eslint, import boundaries included)", command: "npx", args: ["eslint", "."] },
  { suite: "formatting (prettier --check)", command: "npx", args: ["prettier", "--check", "--log-level=warn", "."] },
  { suite: "static build (npm run build)", command: "npm", args: ["run", "build"] },
]).then((results) => results.find((r) => r.suite.startsWith("static build"))?.ok ?? false);

// the build packaged as Keycloak's admin theme (npm run build:theme without building again), which the Keycloak
// stage installs into the test Keycloak
if (built) step("admin theme package (build-theme)", "npx", ["tsx", "scripts/build-theme.ts"]);

step("unit and component (jest)", "npx", ["jest", "--json", `--outputFile=${REPORTS}/jest.json`], {
  count: jestCounts(`${REPORTS}/jest.json`),
});

const nodeTest = (files: string[], report: string) => [
  "--enable-source-maps",
  "--test",
  // each file starts its own server on a free port in its own folders; two at once overlap the processes' start-up
  "--test-concurrency=2",
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=tap",
  `--test-reporter-destination=${report}`,
  ...files,
];
// the node:test stages run the dev server and its tests compiled (scripts/test-all/compiledNodeTests.ts)
const compiled = await compileNodeTests().catch((error: unknown) => ({ error: String(error) }));
const testFiles = (root: string, dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(".test.js"))
    .map((f) => join(root, dir, f));
/** a node:test stage, or its failure when the compilation it runs failed */
function nodeStage(suite: string, dir: string, report: string, env: Record<string, string> = {}) {
  if (typeof compiled !== "string") failedToStart(suite, `compiling the dev server failed: ${compiled.error}`);
  else step(suite, "node", nodeTest(testFiles(compiled, dir), report), { count: tapCounts(report), env });
}

// the dev server's browser login test drives Chromium and its LDAP tests slapd, so both must be there before that step
ensureChromium();
ensureSlapd();
nodeStage("dev-server conformance (node:test)", "dev-server/test", `${REPORTS}/server.tap`);

const keycloak = await keycloakStart;
const differential = "dev server against Keycloak (differential)";
if ("notRun" in keycloak) notRun(differential, keycloak.notRun);
else {
  console.log(
    `\nKeycloak at ${keycloak.url}, ${keycloak.started ? "up" : "given"} after ${(Date.now() - started) / 1000} s`,
  );
  const devServer = await startDifferentialDevServer().catch((error: unknown) => ({ notRun: String(error) }));
  if ("notRun" in devServer) notRun(differential, devServer.notRun);
  else {
    nodeStage(differential, "dev-server/test/differential", `${REPORTS}/differential.tap`, {
      KEYCLOAK_URL: keycloak.url,
      DIFFERENTIAL_DEV_SERVER_URL: devServer.url,
      DIFFERENTIAL_REPORT_DIR: `${REPORTS}/differential`,
    });
    await devServer.stop();
  }
}

const e2e = "end to end in Chromium (Playwright)";
if (!built) notRun(e2e, "it serves the static build, which failed");
else
  step(e2e, "npx", ["playwright", "test", "--project=chromium"], {
    count: playwrightCounts(`${REPORTS}/e2e.json`),
    // the dev server's specs only: without a Keycloak named, the config leaves the Keycloak project's set-up out
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json`, KEYCLOAK_URL: "" },
  });

const onKeycloak = "end to end on Keycloak (Playwright)";
if ("notRun" in keycloak) notRun(onKeycloak, keycloak.notRun);
else if (!built) notRun(onKeycloak, "it serves the static build and its theme, which failed");
else
  // an output folder of its own: Playwright empties its folder when it starts, which took the Chromium stage's
  // failure contexts and traces with it
  step(onKeycloak, "npx", ["playwright", "test", "--project=keycloak", "--output=test-results/keycloak"], {
    count: playwrightCounts(`${REPORTS}/e2e-keycloak.json`),
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e-keycloak.json`,
      KEYCLOAK_URL: keycloak.url,
      ...(keycloak.themesDir ? { KEYCLOAK_THEMES_DIR: keycloak.themesDir } : {}),
    },
  });

if (!("notRun" in keycloak)) await keycloak.stop();
const passed = printSummary();
// `npm test -- --figures`: a run worth quoting writes its row of the README's figures
if (passed && process.argv.includes("--figures"))
  await setFigure("`npm test`", summaryFigure(), "`npm test -- --figures`");
process.exit(passed ? 0 : 1);
