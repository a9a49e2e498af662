// Checks that data on a screen is inert (nothing from it runs or links to a script) and that long values are cut in
// bounds with their full value in a tooltip; e2e/hostile-data.spec.ts runs them on every screen.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { LONG_PREFIX } from "./hostileCorpus";

/** No element, attribute or link from the data is live on the page. */
export async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("[onerror], [onload], [onclick]")).toHaveCount(0);
  const live = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => script.text.includes("__xss")).length,
    // the browser resolves each href as it would follow it: case, spaces and control characters do not hide a scheme
    links: [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>("a[href], area[href]")]
      .filter((link) => link.protocol !== "http:" && link.protocol !== "https:")
      .map((link) => link.getAttribute("href")),
    frames: [...document.querySelectorAll("iframe[src], object, embed")]
      .map((element) => element.getAttribute("src") ?? element.getAttribute("data") ?? "")
      .filter((src) => /^\s*(javascript|data|vbscript):/i.test(src)),
    xss: (window as { __xss?: unknown }).__xss,
  }));
  expect(live).toEqual({ scripts: 0, links: [], frames: [], xss: undefined });
}

type LongText = { text: string; box: string; truncated: boolean; ellipsis: boolean; problem?: string };

/**
 * Every visible text that holds the long value, with what is wrong with it: it must stay inside the window, at most a
 * few lines high, and where it is cut (by its own box or by one around it) end with an ellipsis. The box that cuts
 * it is marked with data-long-text, to hover it.
 */
async function longTexts(page: Page): Promise<LongText[]> {
  return page.evaluate((prefix) => {
    const found: LongText[] = [];
    const width = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let index = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.toLowerCase().includes(prefix)) continue;
      const element = node.parentElement!;
      if (element.closest("[role=tooltip], [hidden], [aria-hidden=true]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width <= 1 || text.height <= 1) continue; // hidden, or visually hidden for screen readers
      // the box that clips the text: the nearest element (the text's own or an ancestor) that hides overflow
      let clip: HTMLElement | null = element;
      while (clip && getComputedStyle(clip).overflowX === "visible" && getComputedStyle(clip).overflowY === "visible")
        clip = clip.parentElement;
      const visible = clip ? clip.getBoundingClientRect() : text;
      const right = Math.min(text.right, visible.right);
      const bottom = Math.min(text.bottom, visible.bottom);
      const height = bottom - Math.max(text.top, visible.top);
      const truncated = clip !== null && (text.width > visible.width + 1 || text.height > visible.height + 1);
      const style = clip ? getComputedStyle(clip) : undefined;
      const ellipsis =
        !!style &&
        (style.textOverflow === "ellipsis" || (style.webkitLineClamp !== "none" && style.webkitLineClamp !== ""));
      const marker = `long-${index++}`;
      (clip ?? element).setAttribute("data-long-text", marker);
      const problem =
        right > width + 1
          ? `runs out of the window (right edge ${Math.round(right)} > ${width})`
          : height > 120
            ? `is ${Math.round(height)} px high`
            : truncated && !ellipsis
              ? "is cut without an ellipsis"
              : text.width > width && !truncated
                ? "is wider than the window"
                : undefined;
      found.push({
        text: node.data,
        box: `${element.tagName.toLowerCase()} ${marker} in ${(clip ?? element).tagName.toLowerCase()}`,
        truncated,
        ellipsis,
        ...(problem ? { problem } : {}),
      });
    }
    return found;
  }, LONG_PREFIX);
}

/**
 * The page does not scroll sideways, every long value is kept in bounds, and each cut one shows its full value in a
 * tooltip when hovered. `expected` is how many long values the screen shows at least.
 */
export async function expectLongValuesTruncated(page: Page, expected: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  const texts = await longTexts(page);
  expect(texts.length, "long values on the screen").toBeGreaterThanOrEqual(expected);
  expect(texts.filter((text) => text.problem).map(({ box, problem }) => `${box} ${problem}`)).toEqual([]);
  expect(texts.filter((text) => text.truncated).length, "long values cut with an ellipsis").toBeGreaterThan(0);
  for (const { box, text, truncated } of texts) {
    if (!truncated) continue;
    const marker = box.split(" ")[1];
    const element = page.locator(`[data-long-text="${marker}"]`);
    const title = await element.getAttribute("title");
    if (title !== null) {
      expect(title, `${box}: the title holds the full value`).toBe(text);
      continue;
    }
    await element.hover();
    const tooltip = page.getByRole("tooltip").filter({ hasText: text.slice(0, 40) });
    await expect(tooltip, `${box}: a tooltip shows the full value`).toBeVisible();
    expect(await tooltip.textContent()).toContain(text);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  }
}
