// The first visit of each list and details screen, as a returning admin far from the server: a new browser context
// (its cache cold, the screen's chunks never loaded) with the SSO session, under the emulated network. A list is
// opened from its sidebar entry on the realm's dashboard, a details screen by a row of its list, and by its URL.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { longestChain, type Timed } from "../bench-chain";
import { emulate, recordRequests, type Conditions, type RequestLog } from "../bench-network";
import { requestName } from "../bench-request-name";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
export type Session = { browser: Browser; storageState: StorageState; consoleUrl: string; conditions: Conditions };
export type ScreenVisit = {
  screen: string;
  how: "sidebar" | "row" | "URL";
  ms: number;
  requests: number;
  chain: string[];
};

/** A details screen, reached from its list (a path under the realm) by the row of `row` or else the first one. */
export type DetailScreen = { screen: string; list: string; row?: string };

export const DETAIL_SCREENS: DetailScreen[] = [
  { screen: "user", list: "users" },
  { screen: "group", list: "groups" },
  { screen: "client", list: "clients", row: "acme-api" },
  { screen: "client scope", list: "client-scopes" },
  { screen: "realm role", list: "roles" },
  { screen: "identity provider", list: "identity-providers" },
  { screen: "organization", list: "organizations" },
  { screen: "flow", list: "authentication" },
  { screen: "user federation provider", list: "user-federation", row: "corporate-ldap" },
];

/**
 * A screen is usable once its heading shows and so does its content (table rows, form fields, links in a tab, cards,
 * an empty state), with nothing in its main area still loading: no spinner, no skeleton, no table or list busy
 * fetching. A heading `before` is the screen's an action leaves, still shown until the next one is ready. (No named
 * function inside: the bundler that runs this script would wrap it in a helper the page does not have.)
 */
function isUsable(before: string | null) {
  const main = document.querySelector("main");
  const heading = main?.querySelector("h1");
  if (!main || !heading || !heading.textContent?.trim() || heading.getClientRects().length === 0) return false;
  if (heading.textContent.trim() === before) return false;
  const loading = main.querySelectorAll(
    '.chakra-spinner, .chakra-skeleton, [aria-busy="true"], tbody tr[aria-hidden="true"], [role="status"]',
  );
  if ([...loading].some((element) => element.getClientRects().length > 0)) return false;
  const content = main.querySelectorAll(
    "tbody tr, input, textarea, [role='combobox'], [role='tabpanel'] a, .chakra-card__root, .chakra-empty-state__root",
  );
  return [...content].some((element) => element.getClientRects().length > 0);
}

export async function usable(page: Page, before: string | null = null) {
  try {
    await page.waitForFunction(isUsable, before, { polling: "raf", timeout: 60_000 });
  } catch (error) {
    const shot = join(tmpdir(), `bench-latency-${Date.now()}.png`);
    await page.screenshot({ path: shot });
    throw new Error(`not usable at ${page.url()} (screenshot ${shot})`, { cause: error });
  }
}

async function freshPage(session: Session) {
  const context = await session.browser.newContext({
    storageState: session.storageState,
    viewport: { width: 1400, height: 900 },
  });
  const page = await context.newPage();
  const requests = recordRequests(await emulate(page, session.conditions), new URL(session.consoleUrl).origin);
  return { context, page, requests };
}

/** Opens `hash` and waits until the screen is usable and the requests it started are done. */
async function open(page: Page, session: Session, hash: string) {
  await page.goto(`${session.consoleUrl}#${hash}`, { waitUntil: "commit" });
  await usable(page);
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

/** Times `act` until the screen it leads to is usable; its round trips in series by short name. */
async function timed(page: Page, requests: RequestLog, cpuRate: number, act: () => Promise<void>) {
  const before = await page.evaluate(() => document.querySelector("main h1")?.textContent?.trim() ?? null);
  const started = performance.now();
  await act();
  await usable(page, before);
  const shown = performance.now();
  const made: Timed[] = requests.between(started, shown);
  return {
    ms: shown - started,
    requests: made.length,
    chain: longestChain(made, cpuRate).map((r) => requestName(r.url)),
  };
}

export async function visitList(session: Session, realm: string, entry: string): Promise<ScreenVisit> {
  const { context, page, requests } = await freshPage(session);
  await open(page, session, `/${realm}`);
  const link = page.getByRole("navigation").getByRole("link", { name: entry, exact: true });
  const visit = await timed(page, requests, session.conditions.cpuRate, () => link.click());
  await context.close();
  return { screen: entry, how: "sidebar", ...visit };
}

/** The details screen opened by a row of its list, then by its URL in a new context; both visits, in that order. */
export async function visitDetails(session: Session, realm: string, detail: DetailScreen): Promise<ScreenVisit[]> {
  const byRow = await freshPage(session);
  await open(byRow.page, session, `/${realm}/${detail.list}`);
  const main = byRow.page.getByRole("main");
  const row = detail.row
    ? main.getByRole("link", { name: detail.row, exact: true })
    : main.locator("tbody tr").getByRole("link");
  const clicked = await timed(byRow.page, byRow.requests, session.conditions.cpuRate, () => row.first().click());
  const hash = new URL(byRow.page.url()).hash.slice(1);
  await byRow.context.close();

  const byUrl = await freshPage(session);
  const opened = await timed(byUrl.page, byUrl.requests, session.conditions.cpuRate, () =>
    byUrl.page.goto(`${session.consoleUrl}#${hash}`, { waitUntil: "commit" }).then(() => undefined),
  );
  await byUrl.context.close();
  return [
    { screen: detail.screen, how: "row", ...clicked },
    { screen: detail.screen, how: "URL", ...opened },
  ];
}
