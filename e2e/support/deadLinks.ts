// No dead link in the sweep: every link a swept screen shows leads somewhere. A link into the console must open a
// screen (not the not-found or forbidden page); a link to the server beside it (an account page, a client's home URL)
// must answer below 400. Links are gathered while the sweep walks, then followed once per shape: ids give way to
// "{id}", so the ten user rows of a list cost one visit, and a link built with the wrong kind of id still fails.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { E2E_BASE_URL } from "./server";

/** A link's first sighting: its address and the screen it was on. */
type Sighting = { href: string; on: string };

export type LinksSeen = Map<string, Sighting>;

// a UUID, or a segment with digits and letters both long enough to be a generated id
const ID_SEGMENT = /^(?:[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|(?=.*\d)(?=.*[a-z])[\w-]{16,})$/i;

/** The link's address with its ids as "{id}" and without its query: one visit stands for all links of a shape. */
export function linkShape(href: string): string {
  const url = new URL(href);
  const [path] = (url.hash || url.pathname).split("?");
  const shape = path
    .split("/")
    .map((segment) => (ID_SEGMENT.test(decodeURIComponent(segment)) ? "{id}" : segment))
    .join("/");
  return `${url.origin}${url.hash ? `${url.pathname}#` : ""}${shape}`;
}

/** Adds the links the page shows now, each shape's first sighting only. */
export async function gatherLinks(page: Page, on: string, seen: LinksSeen) {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of hrefs) {
    if (!/^https?:/.test(href)) continue;
    const shape = linkShape(href);
    if (!seen.has(shape)) seen.set(shape, { href, on });
  }
}

/**
 * Follows every shape once. Links off this machine (Keycloak's documentation) are not followed, since the tests reach
 * no other host, but they must be absolute https addresses with nothing left unfilled.
 */
export async function expectNoDeadLink(page: Page, seen: LinksSeen, notAScreen: RegExp) {
  const consolePage = page.url().split("#")[0];
  for (const { href, on } of seen.values()) {
    const what = `the link to ${href} on ${on}`;
    if (href.startsWith(`${consolePage}#/`)) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 }), what).toBeVisible();
      await expect(page.getByRole("heading", { name: notAScreen }), what).toHaveCount(0);
    } else if (href.startsWith(E2E_BASE_URL)) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      expect.soft(response.status(), what).toBeLessThan(400);
    } else {
      expect.soft(href, what).toMatch(/^https:\/\/[^/]+\/(?!.*(?:undefined|null)\b)/);
    }
  }
}
