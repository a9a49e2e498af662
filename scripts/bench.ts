// `npm run bench`: build, then measure what the browser loads up to the first usable dashboard and how long that
// takes, against the dev server in Debian's Chromium. Budget (issue 37): 300 KB gzip to the dashboard, the page included.
import { chromium, type Page } from "@playwright/test";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildConsole } from "./console-build";
import { chromiumAsUsersHaveIt, ensureChromium } from "./ensure-chromium";
import { describeKeyedFeatures } from "./bench-keyed-chunks";
import { describeStartup, measureStartup, median, times } from "./bench-startup";
import { ON_DEMAND_FEATURES } from "./bench-features";
import { kb, sizeOf, sum, type Size } from "./sizes";
import { setFigure } from "./figures";
import { CONSOLE_PATH, dashboardVisible, signIn, startBenchServer } from "./bench-session";

const RUNS = 7;
const BUDGET_GZIP = 300 * 1024;
const OUT = "out";

function staticFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? staticFiles(path) : [path];
  });
}

if (!process.argv.includes("--no-build")) await buildConsole();
ensureChromium();

const server = await startBenchServer(OUT);
const consoleUrl = `${server.url}${CONSOLE_PATH}`;
const browser = await chromium.launch(chromiumAsUsersHaveIt);

/** Console scripts and stylesheets a page fetches, in order, relative to the console's folder. */
function recordAssets(page: Page): string[] {
  const files: string[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith(CONSOLE_PATH) || !/\.(js|css)$/.test(path)) return;
    const file = path.slice(CONSOLE_PATH.length);
    if (!files.includes(file) && existsSync(join(OUT, file))) files.push(file);
  });
  return files;
}

/** Waits until the page's heading shows and no request is pending, so lazily loaded chunks are in. */
async function settled(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
}

/** Tabs that are features of their own, by the route that opens them in the acme realm. */
const row = (what: string, size: Size, width = 44) =>
  `${what.padEnd(width)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}`;
const sized = (files: string[]) => files.map((file) => ({ file, ...sizeOf(join(OUT, file)) }));

try {
  // First visit: sign in, and note every script and stylesheet fetched from the console until the dashboard shows.
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loaded = recordAssets(loginPage);
  await loginPage.goto(consoleUrl);
  await signIn(loginPage);
  await dashboardVisible(loginPage);
  const firstLoadFiles = [...loaded];

  // Then every sidebar entry of the acme realm, clicked one after the other: what each route fetches on top.
  const routes: { name: string; files: string[] }[] = [];
  let seen = loaded.length;
  await loginPage.goto(`${consoleUrl}#/acme`);
  await settled(loginPage);
  routes.push({ name: "acme dashboard", files: loaded.slice(seen) });
  seen = loaded.length;
  const sidebarLinks = loginPage.getByRole("navigation").getByRole("link");
  const linkNames = (await sidebarLinks.allInnerTexts()).map((name) => name.trim());
  for (const name of linkNames) {
    await sidebarLinks.filter({ hasText: name }).first().click();
    await settled(loginPage);
    routes.push({ name, files: loaded.slice(seen) });
    seen = loaded.length;
  }
  // Then the features that load their own chunks on demand (dialogs, parsers, charts).
  const features: { name: string; files: string[] }[] = [];
  for (const feature of ON_DEMAND_FEATURES) {
    await feature.open(loginPage, consoleUrl);
    await loginPage.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
    features.push({ name: feature.name, files: loaded.slice(seen) });
    seen = loaded.length;
  }
  await loginContext.close();

  const startup = await measureStartup(browser, consoleUrl, RUNS, signIn, dashboardVisible);

  const firstLoad = sized(firstLoadFiles);
  const jsFiles = firstLoad.filter((f) => f.file.endsWith(".js"));
  const cssFiles = firstLoad.filter((f) => f.file.endsWith(".css"));
  const total = sum(firstLoad);
  const html = sizeOf(join(OUT, "index.html"));
  const allChunks = staticFiles(join(OUT, "_next/static"))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => f.slice(OUT.length + 1));
  const routeFiles = new Set([...routes, ...features].flatMap((r) => r.files));
  const unvisited = sized(allChunks.filter((f) => !firstLoadFiles.includes(f) && !routeFiles.has(f)));

  console.log("\nTo the first usable dashboard after sign-in, per file");
  console.log(`${"file".padEnd(44)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
  for (const file of [...firstLoad].sort((a, b) => b.gzip - a.gzip)) console.log(row(file.file, file));
  console.log("\nTo the first usable dashboard after sign-in");
  console.log(row(`JavaScript (${String(jsFiles.length).padStart(2)} files)`, sum(jsFiles), 24));
  console.log(row(`CSS        (${String(cssFiles.length).padStart(2)} files)`, sum(cssFiles), 24));
  console.log(row("JS + CSS", total, 24));
  console.log(row("index.html", html, 24));
  const withPage = { raw: total.raw + html.raw, gzip: total.gzip + html.gzip };
  console.log(
    `${row("with the page", withPage, 24)}   budget ${kb(BUDGET_GZIP)} gzip: ${withPage.gzip <= BUDGET_GZIP ? "within" : "OVER"}`,
  );
  for (const line of describeStartup(startup)) console.log(line);
  await setFigure(
    "first load, sign-in to a usable dashboard",
    `${kb(withPage.gzip)} gzip with the page: ${kb(total.gzip)} of ${firstLoad.length} scripts and stylesheets, ${kb(html.gzip)} of index.html`,
    "`npm run bench`",
  );
  await setFigure(
    "returning admin to a visible dashboard",
    `${median(times(startup.cold)).toFixed(0)} ms cold cache, ${median(times(startup.warm)).toFixed(0)} ms warm (median of ${RUNS}); ${startup.sequentialAfterToken} round trips in series after the token`,
    "`npm run bench`",
  );

  console.log("\nPer route: files fetched on top of what was loaded before (acme realm, sidebar order)");
  console.log(`${"route".padEnd(28)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
  for (const route of routes) {
    const size = sum(sized(route.files));
    console.log(
      `${route.name.padEnd(28)} ${String(route.files.length).padStart(5)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}`,
    );
  }
  console.log("\nPer feature loaded on demand: files fetched on top (opened after the routes above)");
  console.log(`${"feature".padEnd(28)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
  for (const feature of features) {
    const size = sum(sized(feature.files));
    console.log(
      `${feature.name.padEnd(28)} ${String(feature.files.length).padStart(5)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)}`,
    );
  }
  console.log(
    row(
      `\nChunks no visited route loaded (${unvisited.length} files: tabs, dialogs, detail screens)`,
      sum(unvisited),
      60,
    ),
  );
  for (const line of describeKeyedFeatures(OUT, allChunks)) console.log(line);
} finally {
  await browser.close();
  await server.close();
}
