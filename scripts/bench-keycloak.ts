// `npm run bench:keycloak`: this console installed as Keycloak's admin theme, side by side with Keycloak's own
// console that the same Keycloak 26.7.3 serves at /admin/master/console/. For a returning admin (a live SSO session,
// no login page): time from navigation to the first usable dashboard with a cold and a warm cache, the console's own
// files it took (gzip), and the round trips in series after the token; then all again over an emulated network of
// LATENCY_MS (default 100) and MBPS (default 20). BENCH_RUNS visits of each (default 7), the consoles in turn.
// `-- --no-build` measures out/ as it is.
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { buildConsole } from "./console-build";
import { chromiumAsUsersHaveIt, ensureChromium } from "./ensure-chromium";
import { median } from "./bench-startup";
import { BENCH_ADMIN, BENCH_REALM, benchKeycloak, installOnBenchRealm } from "./bench-keycloak/keycloak";
import { keycloaksOwn, thisConsole } from "./bench-keycloak/consoles";
import { firstSignIn, sideBySide, type ConsoleFigures, type Network } from "./bench-keycloak/measure";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SLOW: Network = { latencyMs: Number(process.env.LATENCY_MS ?? 100), mbps: Number(process.env.MBPS ?? 20) };

if (!process.argv.includes("--no-build")) await buildConsole();
execFileSync("npx", ["tsx", "scripts/build-theme.ts"], { stdio: "ignore" });
ensureChromium();

const keycloak = await benchKeycloak();
const browser = await chromium.launch(chromiumAsUsersHaveIt);
try {
  await installOnBenchRealm(keycloak.url, keycloak.themesDir);
  const subjects = [keycloaksOwn(keycloak.url), thisConsole(keycloak.url, BENCH_REALM, BENCH_ADMIN)];
  const sessions = [];
  for (const subject of subjects) sessions.push({ subject, session: await firstSignIn(browser, subject) });
  console.log(`Measuring ${RUNS} visits of each console, cold and warm, then over ${SLOW.latencyMs} ms latency…`);
  const fast = await sideBySide(browser, sessions, RUNS);
  const slow = await sideBySide(browser, sessions, RUNS, SLOW);
  print(
    subjects.map((subject) => subject.name),
    fast,
    slow,
  );
} finally {
  await browser.close();
  await keycloak.stop();
}

function print(names: string[], fast: ConsoleFigures[], slow: ConsoleFigures[]) {
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  const row = (what: string, cells: string[], ratio = "") =>
    console.log(`${what.padEnd(34)}${cells.map((cell) => cell.padStart(18)).join("")}${ratio.padStart(10)}`);
  const ratioOf = (values: number[]) => (values[1] / values[0]).toFixed(2);
  const times = (figures: ConsoleFigures[], kind: "cold" | "warm") =>
    figures.map((figure) => median(figure[kind].map((visit) => visit.ms)));

  console.log(`\nTo the first usable dashboard, a returning admin, median of ${RUNS} (Keycloak ${keycloak.url})`);
  row("", names, "ratio");
  for (const [label, figures] of [
    ["", fast],
    [`, ${SLOW.latencyMs} ms latency, ${SLOW.mbps} Mbit/s`, slow],
  ] as const) {
    for (const kind of ["cold", "warm"] as const) {
      const values = times(figures, kind);
      row(
        `${kind} cache${label}`,
        values.map((value) => ms([value])),
        ratioOf(values),
      );
    }
  }
  const kb = fast.map((figure) => median(figure.cold.map((visit) => visit.gzipBytes)) / 1024);
  row(
    "own files, cold (gzip)",
    kb.map((value) => `${value.toFixed(1)} KB`),
    ratioOf(kb),
  );
  row(
    "own files, cold (count)",
    fast.map((figure) => String(median(figure.cold.map((visit) => visit.files)))),
  );
  const chains = fast.map((figure) => figure.cold[figure.cold.length - 1].chain);
  row(
    "round trips in series after token",
    chains.map((chain) => String(chain.length)),
  );
  for (const [i, chain] of chains.entries()) console.log(`  ${names[i]}: ${chain.join(" -> ") || "(none)"}`);
}
