// The start-up part of `npm run bench` and of its latency mode: time to the dashboard for a first sign-in and for a
// returning admin with a cold and a warm cache, and how many round trips stand in series on the way.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { longestChain } from "./bench-chain";
import { emulate, recordRequests, type Conditions } from "./bench-network";
import { requestName } from "./bench-request-name";

/** One visit: the time from navigation to the dashboard, the requests it waited for, those in series by short name. */
export type Visit = { ms: number; requests: number; chain: string[] };

export type StartupFigures = {
  firstSignIn: number;
  cold: Visit[];
  warm: Visit[];
  sequentialAfterToken: number;
  chain: string[];
};

/** A new page of `context` under `conditions`, and its log of the requests to the console's origin. */
async function openPage(context: BrowserContext, origin: string, conditions?: Conditions) {
  const page = await context.newPage();
  const requests = recordRequests(await emulate(page, conditions), origin);
  return { page, requests };
}

// from navigation start, as the side-by-side with the official console (shared/anchor-console) times it
async function timeVisit(
  context: BrowserContext,
  url: string,
  visible: (page: Page) => Promise<void>,
  conditions?: Conditions,
): Promise<Visit> {
  const { page, requests } = await openPage(context, new URL(url).origin, conditions);
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  await visible(page).catch(async (error: Error) => {
    const shot = join(tmpdir(), `bench-startup-${Date.now()}.png`);
    await page.screenshot({ path: shot });
    throw new Error(`no dashboard at ${page.url()} (screenshot ${shot})`, { cause: error });
  });
  const shown = performance.now();
  await page.close();
  const made = requests.between(started, shown);
  const chain = longestChain(made, conditions?.cpuRate);
  return { ms: shown - started, requests: made.length, chain: chain.map((r) => requestName(r.url)) };
}

/**
 * A first sign-in, then `runs` visits of a returning admin (the SSO session's cookies) with a cold cache (a new
 * context each) and `runs` with a warm one (one context that keeps its HTTP cache, as the admin's browser does), all
 * under `conditions` when given.
 */
export async function measureStartup(
  browser: Browser,
  consoleUrl: string,
  runs: number,
  signIn: (page: Page) => Promise<void>,
  visible: (page: Page) => Promise<void>,
  conditions?: Conditions,
): Promise<StartupFigures> {
  const first = await browser.newContext();
  const { page, requests } = await openPage(first, new URL(consoleUrl).origin, conditions);
  const started = performance.now();
  await page.goto(consoleUrl);
  await signIn(page);
  await visible(page);
  const shown = performance.now();
  const firstSignIn = shown - started;
  const signInRequests = requests.between(started, shown);
  const token = signInRequests.filter((r) => r.url.includes("/protocol/openid-connect/token")).at(-1);
  const afterToken = token ? signInRequests.filter((r) => r.started >= token.ended) : [];
  const chain = longestChain(afterToken, conditions?.cpuRate).map((r) => requestName(r.url));
  const storageState = await first.storageState();
  await first.close();

  const cold: Visit[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ storageState });
    cold.push(await timeVisit(context, consoleUrl, visible, conditions));
    await context.close();
  }
  const warmContext = await browser.newContext({ storageState });
  await timeVisit(warmContext, consoleUrl, visible, conditions);
  const warm: Visit[] = [];
  for (let i = 0; i < runs; i++) warm.push(await timeVisit(warmContext, consoleUrl, visible, conditions));
  await warmContext.close();
  return { firstSignIn, cold, warm, sequentialAfterToken: chain.length, chain };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const times = (visits: Visit[]) => visits.map((visit) => visit.ms);

/**
 * The chain of median length among the visits': which requests end up in series depends a little on which of the
 * requests sent together answers first.
 */
export const medianChain = (visits: Visit[]) =>
  visits.map((visit) => visit.chain).sort((a, b) => a.length - b.length)[Math.floor(visits.length / 2)] ?? [];

export function describeStartup(figures: StartupFigures): string[] {
  const spread = (visits: Visit[]) =>
    `median ${median(times(visits)).toFixed(0)} ms (min ${Math.min(...times(visits)).toFixed(0)}, max ${Math.max(...times(visits)).toFixed(0)})`;
  const series = (visits: Visit[]) => {
    const chain = medianChain(visits);
    return `${chain.length} round trips in series: ${chain.join(" -> ")}`;
  };
  return [
    `\nNavigation -> dashboard visible`,
    `  first sign-in (login page filled in)        ${figures.firstSignIn.toFixed(0)} ms`,
    `  returning admin, cold cache, ${figures.cold.length} runs       ${spread(figures.cold)}`,
    `    ${series(figures.cold)}`,
    `  returning admin, warm cache, ${figures.warm.length} runs       ${spread(figures.warm)}`,
    `    ${series(figures.warm)}`,
    `  first sign-in, round trips in series after the token: ${figures.sequentialAfterToken} (${figures.chain.join(" -> ")})`,
  ];
}
