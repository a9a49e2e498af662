// What the benchmarks see of a page's network, through Chromium's DevTools protocol: an emulated distance to the server
// (latency, bandwidth) and a slower CPU, and the requests to the console's origin with the browser's own timestamps.
import type { CDPSession, Page } from "@playwright/test";
import type { Timed } from "./bench-chain";

/** An administrator's line to the server and machine: latency in ms, Mbit/s each way, CPU slowdown (1 = none). */
export type Conditions = { latencyMs: number; mbps: number; cpuRate: number };

/** Emulates `conditions` on `page` from its next request on; answers the DevTools session that does it. */
export async function emulate(page: Page, conditions?: Conditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  if (!conditions) return cdp;
  const bytesPerSecond = (conditions.mbps * 1e6) / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  if (conditions.cpuRate > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuRate });
  return cdp;
}

/**
 * What a screen waits for: the console's page, chunks and styles, API calls and the OIDC endpoints. Not images,
 * fonts or the favicon, which it shows without; not speculative prefetches, which nothing waits for.
 */
const WAITED_FOR = new Set(["Document", "Script", "Stylesheet", "Fetch", "XHR"]);

type Open = Timed & { type: string };

/**
 * A fetch's caller has its answer at the response's head (an API answer's body is small, and the OIDC redirect's is
 * not read at all), and a page's parser starts on the first bytes of the page; a script runs only once all of it came.
 */
const ANSWERED_AT_HEAD = new Set(["Fetch", "XHR", "Document"]);

export type RequestLog = {
  /** The requests that went to the network between two moments of `performance.now()` in this process. */
  between(from: number, to: number): Timed[];
};

/** Records the page's requests to `origin` that went to the network, each redirect a request of its own. */
export function recordRequests(cdp: CDPSession, origin: string): RequestLog {
  const open = new Map<string, Open>();
  const done: Timed[] = [];
  // the browser's clock is not this process's; each event gives an upper bound of the offset, the least is within a
  // millisecond or so of the truth (an event's delivery)
  let offset = Infinity;
  const browserMs = (timestamp: number) => {
    const ms = timestamp * 1000;
    offset = Math.min(offset, performance.now() - ms);
    return ms;
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    const at = browserMs(event.timestamp);
    const redirected = open.get(event.requestId);
    if (redirected && event.redirectResponse) done.push({ ...redirected, ended: at });
    open.delete(event.requestId);
    const { url } = event.request;
    if (WAITED_FOR.has(event.type ?? "") && url.startsWith(origin))
      open.set(event.requestId, { url, type: event.type ?? "", started: at, ended: Infinity });
  });
  const fromCache = (requestId: string) => open.delete(requestId);
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromCache(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response, timestamp, type }) => {
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) fromCache(requestId);
    const request = open.get(requestId);
    if (request && ANSWERED_AT_HEAD.has(type)) request.ended = browserMs(timestamp);
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => open.delete(requestId));
  cdp.on("Network.loadingFinished", ({ requestId, timestamp }) => {
    const request = open.get(requestId);
    const at = browserMs(timestamp);
    if (!request) return;
    open.delete(requestId);
    done.push({ url: request.url, started: request.started, ended: Math.min(request.ended, at) });
  });
  return {
    between: (from, to) => done.filter((r) => r.started >= from - offset && r.ended <= to - offset),
  };
}
