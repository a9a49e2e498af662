// `npm run bench`: build, then measure what the browser loads up to the first usable dashboard and how long that
// takes, against the dev server in Debian's Chromium. Budget (issue 3): 250 KB gzip of JS + CSS to the dashboard.
import { chromium, type Page } from "@playwright/test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../dev-server/server";
import { buildConsole } from "./console-build";
import { CHROMIUM, ensureChromium } from "./ensure-chromium";

const RUNS = 5;
const BUDGET_GZIP = 250 * 1024;
const OUT = "out";

type Size = { raw: number; gzip: number };
const sizeOf = (path: string): Size => {
  const data = readFileSync(path);
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (sizes: Size[]): Size => sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });

function staticFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? staticFiles(path) : [path];
  });
}

/** The dashboard is usable once the sidebar's navigation and the page heading are on screen. */
async function dashboardVisible(page: Page) {
  await page.getByRole("navigation").first().waitFor();
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

async function signIn(page: Page) {
  await page.getByLabel("Username or email").fill("admin");
  await page.getByLabel("Password").fill("admin");
  await page.getByRole("button", { name: "Sign In" }).click();
}

if (!process.argv.includes("--no-build")) buildConsole();
ensureChromium();

const server = await startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), "bench-")), seedDir: "dev-server/seed", consoleDir: OUT, quiet: true });
const consoleUrl = `${server.url}/admin/master/console/`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});

try {
  // First visit: sign in, and note every script and stylesheet fetched from the console until the dashboard shows.
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loaded = new Set<string>();
  loginPage.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/admin/master/console/") && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname.replace("/admin/master/console/", ""));
  });
  await loginPage.goto(consoleUrl);
  await signIn(loginPage);
  await dashboardVisible(loginPage);
  const storageState = await loginContext.storageState();
  await loginContext.close();

  // Then RUNS fresh tabs with an existing single-sign-on session and a cold cache: navigation -> dashboard visible.
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(consoleUrl);
    await dashboardVisible(page);
    times.push(performance.now() - started);
    await context.close();
  }
  times.sort((a, b) => a - b);

  const firstLoad = [...loaded].filter((f) => existsSync(join(OUT, f))).map((f) => ({ file: f, ...sizeOf(join(OUT, f)) }));
  const js = sum(firstLoad.filter((f) => f.file.endsWith(".js")));
  const css = sum(firstLoad.filter((f) => f.file.endsWith(".css")));
  const html = sizeOf(join(OUT, "index.html"));
  const total = sum([js, css]);
  const allChunks = staticFiles(join(OUT, "_next/static")).filter((f) => /\.(js|css)$/.test(f));
  const lazy = allChunks.filter((f) => !loaded.has(f.slice(OUT.length + 1))).map((f) => ({ file: f.slice(OUT.length + 1), ...sizeOf(f) }));

  console.log("\nTo the first usable dashboard after sign-in");
  console.log("what                    raw          gzip");
  console.log(`JavaScript (${String(firstLoad.filter((f) => f.file.endsWith(".js")).length).padStart(2)} files) ${kb(js.raw).padStart(11)} ${kb(js.gzip).padStart(12)}`);
  console.log(`CSS        (${String(firstLoad.filter((f) => f.file.endsWith(".css")).length).padStart(2)} files) ${kb(css.raw).padStart(11)} ${kb(css.gzip).padStart(12)}`);
  console.log(`JS + CSS               ${kb(total.raw).padStart(11)} ${kb(total.gzip).padStart(12)}   budget ${kb(BUDGET_GZIP)} gzip: ${total.gzip <= BUDGET_GZIP ? "within" : "OVER"}`);
  console.log(`index.html (inline CSS) ${kb(html.raw).padStart(10)} ${kb(html.gzip).padStart(12)}`);
  console.log(`\nNavigation -> dashboard visible, ${RUNS} runs (existing session, cold cache): median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[RUNS - 1].toFixed(0)})`);
  console.log("\nChunks loaded later, on demand (per route)");
  for (const chunk of lazy.sort((a, b) => b.gzip - a.gzip)) console.log(`${chunk.file.padEnd(60)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)}`);
  console.log(`${"all on-demand chunks".padEnd(60)} ${kb(sum(lazy).raw).padStart(10)} ${kb(sum(lazy).gzip).padStart(10)}`);
} finally {
  await browser.close();
  await server.close();
}
