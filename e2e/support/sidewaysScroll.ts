// Whether a screen makes the page scroll sideways: the document wider than the window, or an element of the screen
// reaching past the window's edge. What a box of its own scrolls or clips (a wide table, a row of tabs) does not count.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export async function expectNoSidewaysScroll(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const outside = (left: number, right: number) => left < right && (left < -1 || right > width + 1);
    /** Whether the part of the element its scrolling or clipping boxes let show reaches past the window. */
    const reachesOut = (element: Element) => {
      let { left, right } = element.getBoundingClientRect();
      if (!outside(left, right)) return false;
      for (let box = element.parentElement; box && outside(left, right); box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const clip = box.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return outside(left, right);
    };
    const out = Array.from(document.querySelectorAll("main *")).filter(reachesOut);
    return {
      scrollWidth: root.scrollWidth,
      width,
      // the outermost of them; what they hold goes with them
      outside: out
        .filter((element) => !out.includes(element.parentElement!))
        .map((element) => {
          const { left, right } = element.getBoundingClientRect();
          const text = (element.textContent ?? "").trim().slice(0, 60);
          return `<${element.tagName.toLowerCase()}> "${text}" from ${Math.round(left)} to ${Math.round(right)} px`;
        }),
    };
  });
  expect
    .soft(found.scrollWidth, `the page's width on ${what}, in a window ${found.width} px wide`)
    .toBeLessThanOrEqual(found.width);
  expect.soft(found.outside, `what reaches past the window on ${what}`).toEqual([]);
}
