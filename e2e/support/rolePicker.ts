import type { Locator } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Searches the role picker (Assign roles) and ticks the role it finds. The search's answer replaces the rows and
 * clears any choice made in the list before it, so the row is ticked only once every row but the header holds the
 * searched text. `row` names the row where the role's name alone does not (a client role: "acme-api … write").
 */
export async function tickSearchedRole(picker: Locator, search: string, row: RegExp = new RegExp(search)) {
  const searchbox = picker.getByRole("searchbox", { name: "Search by role name" });
  await searchbox.fill(search);
  await searchbox.press("Enter");
  await expect(picker.getByRole("row").filter({ hasNotText: search })).toHaveCount(1);
  await picker.getByRole("row", { name: row }).getByRole("checkbox", { name: "Select row" }).check({ force: true });
}
