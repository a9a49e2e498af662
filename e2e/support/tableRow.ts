// The table widgets every list shares (components/kit/data-table): a row's Actions menu, and the confirmation its
// removals ask for (useConfirmDelete's alert dialog).
import type { Locator, Page } from "@playwright/test";

/** Opens a row's Actions menu and chooses one of its items. */
export async function chooseRowAction(row: Locator, item: string) {
  await row.getByRole("button", { name: "Actions" }).click();
  await row.page().getByRole("menuitem", { name: item }).click();
}

/** Presses a button of the confirmation dialog that is open. */
export async function confirmWith(page: Page, button: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click();
}
