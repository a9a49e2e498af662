// One visit of a console to its first usable dashboard, as a returning admin (the SSO session's cookies, no login
// page): the time from navigation, the console's own files it took (gzip -9 of each body, as a server compressing them
// would send them), and the round trips that stood in series after the token. Optionally over an emulated network.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext } from "@playwright/test";
import { longestChain } from "../bench-chain";
import { emulate } from "../bench-network";
import { signInOnKeycloak, type BenchConsole } from "./consoles";

export type Network = { latencyMs: number; mbps: number };
export type Visit = { ms: number; gzipBytes: number; files: number; chain: string[] };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs in on Keycloak's login page once; answers the session to come back with. */
export async function firstSignIn(browser: Browser, subject: BenchConsole): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(subject.url);
  await signInOnKeycloak(page, subject.admin);
  await subject.ready(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Times one visit in a new page of `context`; its cache is whatever the context holds. */
export async function visit(context: BrowserContext, subject: BenchConsole, network?: Network): Promise<Visit> {
  const page = await context.newPage();
  await emulate(page, network && { ...network, cpuRate: 1 });
  const origin = new URL(subject.url).origin;
  const requests: { url: string; started: number; ended: number }[] = [];
  const starts = new Map<object, number>();
  const sizes: Promise<{ ended: number; gzip: number } | undefined>[] = [];
  page.on("request", (request) => {
    const needed = ["document", "script", "fetch", "xhr"].includes(request.resourceType());
    if (needed && request.url().startsWith(origin)) starts.set(request, performance.now());
  });
  page.on("requestfinished", (request) => {
    const ended = performance.now();
    const started = starts.get(request);
    if (started !== undefined) requests.push({ url: request.url(), started, ended });
    const url = new URL(request.url());
    if (!subject.ownsFile(url) || !["document", "script", "stylesheet"].includes(request.resourceType())) return;
    sizes.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => (body ? { ended, gzip: gzipSync(body, { level: 9 }).length } : undefined))
        .catch(() => undefined),
    );
  });

  const started = performance.now();
  await page.goto(subject.url, { waitUntil: "commit" });
  await subject.ready(page);
  const ready = performance.now();
  const files = (await Promise.all(sizes)).filter((size) => size && size.ended <= ready) as { gzip: number }[];
  const token = requests.filter((request) => request.url.includes("/protocol/openid-connect/token")).at(-1);
  const afterToken = token ? requests.filter((r) => r.started >= token.ended && r.ended <= ready) : [];
  const chain = longestChain(afterToken).map((request) => new URL(request.url).pathname);
  await page.close();
  return {
    ms: ready - started,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    files: files.length,
    chain,
  };
}

export type ConsoleFigures = { cold: Visit[]; warm: Visit[] };

/**
 * `runs` cold visits (a new context each time, its cache empty) and `runs` warm ones (one context whose cache the
 * visits before filled), each console in turn so that both see the machine alike.
 */
export async function sideBySide(
  browser: Browser,
  consoles: { subject: BenchConsole; session: StorageState }[],
  runs: number,
  network?: Network,
): Promise<ConsoleFigures[]> {
  const figures = consoles.map(() => ({ cold: [] as Visit[], warm: [] as Visit[] }));
  const warmContexts = await Promise.all(consoles.map(({ session }) => browser.newContext({ storageState: session })));
  for (const [i, { subject }] of consoles.entries()) await visit(warmContexts[i], subject, network);
  for (let run = 0; run < runs; run++) {
    for (const [i, { subject, session }] of consoles.entries()) {
      const cold = await browser.newContext({ storageState: session });
      figures[i].cold.push(await visit(cold, subject, network));
      await cold.close();
      figures[i].warm.push(await visit(warmContexts[i], subject, network));
    }
  }
  await Promise.all(warmContexts.map((context) => context.close()));
  return figures;
}
