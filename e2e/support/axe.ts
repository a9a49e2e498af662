// axe in the page, for the specs that check accessibility. @axe-core/playwright injects its 550 KB into every frame
// before each run (a third of a run's time) and, out of legacy mode, opens a blank page after it to merge the frames'
// results (as much again); here axe is injected once per page load and runs on the top document only: the console's
// only frames are the silent sign-in's, of its own origin and with nothing to show.
import { expect, type Page } from "@playwright/test";
import axe, { type AxeResults, type Result, type RunOptions } from "axe-core";

/**
 * The rules whose result can change with the colour scheme. The DOM is the same in both (the scheme is a class on
 * <html>), so a check in dark mode after one in light mode needs only these: the others would answer the same again.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** axe's violations on the page as it is, within `include` when given, for `rules` only when given. */
export async function axeViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<Result[]> {
  // a dialog or menu fading in has the wrong contrast until it is in: axe waits for every finite animation to end
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    iframes: false,
    resultTypes: ["violations"],
    ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
  };
  const results = await page.evaluate(
    ({ include, options }): Promise<AxeResults> => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return include ? inPage.run({ include: [include] }, options) : inPage.run(document, options);
    },
    { include, options },
  );
  return results.violations;
}

/**
 * Hands `check` axe's violations in light mode, then in dark mode (its colour rules), the page switched to each
 * scheme through prefers-color-scheme, which the console follows (components/kit/ui/provider.tsx).
 */
export async function inBothColourSchemes(
  page: Page,
  check: (violations: Result[], colorScheme: "light" | "dark") => void,
  { include }: { include?: string } = {},
) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    check(
      await axeViolations(page, { include, rules: colorScheme === "dark" ? COLOUR_RULES : undefined }),
      colorScheme,
    );
  }
}
