// `npm run bench:latency`: the console for an administrator far from the server, every request in series costing a
// round trip. Over Chromium's emulated network (`--latency=` ms, default 100; `--mbps=` each way, default 20): a
// returning admin's dashboard with a cold and a warm cache (`--runs=` visits each, default 5), the same under
// `--cpu=` times slower CPU (default 4; 1 skips it), then the first visit of every list (each sidebar entry of the acme
// realm) and of a details screen of each kind, opened by a row of its list and by its URL (`--screen-runs=` times
// each, default 3). For each: the median time until
// the screen is usable and the round trips in series (scripts/bench-chain.ts says which requests count as waiting for
// another). The dashboard is timed as ../shared/anchor-console/side-by-side.mjs times it (navigation to heading, a
// live SSO session, LATENCY_MS and MBPS alike), so the figures compare. `-- --no-build` measures out/ as it is.
import { chromium, type Browser } from "@playwright/test";
import { buildConsole } from "./console-build";
import { chromiumAsUsersHaveIt, ensureChromium } from "./ensure-chromium";
import { measureStartup, medianChain, median, times, type StartupFigures, type Visit } from "./bench-startup";
import { CONSOLE_PATH, dashboardVisible, signIn, startBenchServer } from "./bench-session";
import type { Conditions } from "./bench-network";
import { DETAIL_SCREENS, visitDetails, visitList, type ScreenVisit, type Session } from "./bench-latency/screens";
import { describeDashboard, describeScreens, summarise, type ScreenFigures } from "./bench-latency/report";
import { setFigure } from "./figures";

const REALM = "acme";
const option = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.slice(name.length + 3)) : fallback;
};
const network: Conditions = { latencyMs: option("latency", 100), mbps: option("mbps", 20), cpuRate: 1 };
const cpuRate = option("cpu", 4);
const runs = option("runs", 5);
const screenRuns = option("screen-runs", 3);
const label = `${network.latencyMs} ms latency, ${network.mbps} Mbit/s`;

if (!process.argv.includes("--no-build")) await buildConsole();
ensureChromium();
const server = await startBenchServer("out");
const consoleUrl = `${server.url}${CONSOLE_PATH}`;
const browser = await chromium.launch(chromiumAsUsersHaveIt);
try {
  // the dashboard's URL as side-by-side.mjs opens ours
  const dashboardUrl = `${consoleUrl}#/master`;
  const startup = await measureStartup(browser, dashboardUrl, runs, signIn, dashboardVisible, network);
  for (const line of describeDashboard(label, startup.cold, startup.warm)) console.log(line);
  const slowCpu = { ...network, cpuRate };
  const throttled =
    cpuRate > 1 ? await measureStartup(browser, dashboardUrl, runs, signIn, dashboardVisible, slowCpu) : undefined;
  if (throttled)
    for (const line of describeDashboard(`${label}, ${cpuRate}x slower CPU`, throttled.cold, throttled.warm))
      console.log(line);

  const { screens, failed } = await measureScreens(browser, consoleUrl, network, screenRuns);
  if (screens.length) for (const line of describeScreens(label, screens, screenRuns)) console.log(line);
  for (const failure of failed) console.log(`NOT USABLE ${failure.split("\n")[0]}`);

  // a partial run (--cpu=1, --screen-runs=0) leaves the README's figures as they were
  if (throttled && screens.length) await setFigures(startup, throttled, screens);
} finally {
  await browser.close();
  await server.close();
}

/** Signs in on the acme realm, then `runs` times visits each of its sidebar's entries and a details screen of each kind. */
async function measureScreens(browser: Browser, consoleUrl: string, conditions: Conditions, runs: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${consoleUrl}#/${REALM}`);
  await signIn(page);
  await dashboardVisible(page);
  const entries = (await page.getByRole("navigation").getByRole("link").allInnerTexts()).map((name) => name.trim());
  const session: Session = { browser, storageState: await context.storageState(), consoleUrl, conditions };
  await context.close();
  const visits: ScreenVisit[] = [];
  const failed: string[] = [];
  // a screen that never became usable is reported, and the others still measured
  const attempt = async (screen: string, measure: () => Promise<ScreenVisit[]>) =>
    visits.push(...(await measure().catch((error: Error) => (failed.push(`${screen}: ${error.message}`), []))));
  for (let run = 0; run < runs; run++) {
    for (const entry of entries) await attempt(entry, async () => [await visitList(session, REALM, entry)]);
    for (const detail of DETAIL_SCREENS) await attempt(detail.screen, () => visitDetails(session, REALM, detail));
  }
  return { screens: summarise(visits), failed };
}

async function setFigures(startup: StartupFigures, throttled: StartupFigures, screens: ScreenFigures[]) {
  const ms = (visits: Visit[]) => `${median(times(visits)).toFixed(0)} ms`;
  const series = (visits: Visit[]) => medianChain(visits).length;
  await setFigure(
    `returning admin at ${network.latencyMs} ms latency`,
    `${ms(startup.cold)} cold cache, ${ms(startup.warm)} warm, ${series(startup.cold)} and ${series(startup.warm)} ` +
      `round trips in series; ${cpuRate}× slower CPU: ${ms(throttled.cold)} cold, ${ms(throttled.warm)} warm`,
    "`npm run bench:latency`",
  );
  const worst = screens.reduce((a, b) => (b.chain.length > a.chain.length ? b : a));
  const slowest = screens.reduce((a, b) => (b.ms > a.ms ? b : a));
  await setFigure(
    `screens at ${network.latencyMs} ms latency: worst round trips in series`,
    `${worst.chain.length} (${worst.screen} by ${worst.how}); slowest ${slowest.ms.toFixed(0)} ms (${slowest.screen} by ${slowest.how})`,
    "`npm run bench:latency`",
  );
}
