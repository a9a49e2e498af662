// The start-up part of `npm run bench`: time to the dashboard for a first sign-in and for a returning admin with a
// cold and a warm cache, and how many round trips stand in series between the token and the dashboard.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { longestChain, type Timed } from "./bench-chain";

export type StartupFigures = {
  firstSignIn: number;
  cold: number[];
  warm: number[];
  sequentialAfterToken: number;
  chain: string[];
};

function recordRequests(page: Page, origin: string): Timed[] {
  const timed: Timed[] = [];
  const open = new Map<object, number>();
  page.on("request", (request) => {
    // what the dashboard waits for: scripts and API calls; the logo and the favicon it does not
    const needed = ["script", "fetch", "xhr", "document"].includes(request.resourceType());
    if (needed && request.url().startsWith(origin)) open.set(request, performance.now());
  });
  page.on("requestfinished", (request) => {
    const started = open.get(request);
    if (started !== undefined) timed.push({ url: request.url(), started, ended: performance.now() });
  });
  return timed;
}

async function timeVisit(context: BrowserContext, url: string, visible: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url);
  await visible(page);
  const took = performance.now() - started;
  await page.close();
  return took;
}

export async function measureStartup(
  browser: Browser,
  consoleUrl: string,
  runs: number,
  signIn: (page: Page) => Promise<void>,
  visible: (page: Page) => Promise<void>,
): Promise<StartupFigures> {
  const origin = new URL(consoleUrl).origin;
  const first = await browser.newContext();
  const page = await first.newPage();
  const requests = recordRequests(page, origin);
  const started = performance.now();
  await page.goto(consoleUrl);
  await signIn(page);
  await visible(page);
  const shown = performance.now();
  const firstSignIn = shown - started;
  const token = requests.filter((r) => r.url.includes("/protocol/openid-connect/token")).at(-1);
  const afterToken = token ? requests.filter((r) => r.started >= token.ended && r.ended <= shown) : [];
  const chain = longestChain(afterToken).map((r) => new URL(r.url).pathname);
  const storageState = await first.storageState();
  await first.close();

  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ storageState });
    cold.push(await timeVisit(context, consoleUrl, visible));
    await context.close();
  }
  // one context keeps its HTTP cache between visits, as a returning admin's browser does
  const warmContext = await browser.newContext({ storageState });
  await timeVisit(warmContext, consoleUrl, visible);
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) warm.push(await timeVisit(warmContext, consoleUrl, visible));
  await warmContext.close();
  return { firstSignIn, cold, warm, sequentialAfterToken: chain.length, chain };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function describeStartup(figures: StartupFigures): string[] {
  const spread = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
  return [
    `\nNavigation -> dashboard visible`,
    `  first sign-in (login page filled in)        ${figures.firstSignIn.toFixed(0)} ms`,
    `  returning admin, cold cache, ${figures.cold.length} runs       ${spread(figures.cold)}`,
    `  returning admin, warm cache, ${figures.warm.length} runs       ${spread(figures.warm)}`,
    `  round trips in series after the token: ${figures.sequentialAfterToken} (${figures.chain.join(" -> ")})`,
  ];
}
