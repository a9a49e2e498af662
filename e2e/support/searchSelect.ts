import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Chooses in a search picker (a combobox searching the server): types the name, clicks its option and closes the
 * list, which a multiple picker leaves open after a choice, before the next field.
 */
export async function chooseSearched(page: Page, field: Locator, label: string) {
  await field.fill(label);
  // the list moves while it settles under load; the option takes the click event wherever it is
  await page.getByRole("option", { name: label, exact: true }).dispatchEvent("click");
  await field.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

/**
 * Chooses in a select field (components/kit/form/SelectField): a native select below TYPEAHEAD_THRESHOLD choices, a
 * typeahead from there on. Which one a shared realm's list shows depends on what the specs before created in it.
 */
export async function chooseInSelectField(page: Page, field: Locator, label: string) {
  if (await field.evaluate((element) => element instanceof HTMLSelectElement)) {
    await field.selectOption(label);
    return;
  }
  // a single choice closes the list itself; an Escape now would close the dialog around the field
  await field.fill(label);
  await page.getByRole("option", { name: label, exact: true }).dispatchEvent("click");
  await expect(page.getByRole("listbox")).toHaveCount(0);
}
