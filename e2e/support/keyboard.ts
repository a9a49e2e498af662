// Driving the console by keyboard alone: Tab and Shift+Tab to a control, Enter or Space on it, the arrow keys in menus.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Whether `target` comes before the focused element in the page, so that Shift+Tab reaches it sooner than Tab. */
const precedesFocus = (target: Locator) =>
  target.evaluate(
    (element) =>
      !!document.activeElement &&
      document.activeElement !== document.body &&
      !!(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );

/** Presses Tab, or Shift+Tab when the control is behind the focus, until `target` has the focus. */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const key = (await precedesFocus(target)) ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses < 80 && !(await hasFocus(target)); presses++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Tabs to the button and presses Enter. */
export async function press(page: Page, button: Locator, key = "Enter") {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

/** In an open menu, moves down with the arrow key to the item and chooses it with Enter. */
export async function chooseMenuItem(page: Page, name: string) {
  const menu = page.getByRole("menu");
  await expect(menu).toBeFocused();
  const item = menu.getByRole("menuitem", { name, exact: true });
  for (let presses = 0; presses < 20 && (await item.getAttribute("data-highlighted")) === null; presses++)
    await page.keyboard.press("ArrowDown");
  await expect(item).toHaveAttribute("data-highlighted");
  await page.keyboard.press("Enter");
}

/** Types into the field after selecting what it holds, so the text replaces it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

export async function search(page: Page, box: Locator, text: string) {
  await typeInto(page, box, text);
  await page.keyboard.press("Enter");
}
