// The kit's DataTable (components/kit/data-table) as a user meets it: a named table, its search box, its rows and
// their actions menu, and the pager.
import type { Locator, Page } from "@playwright/test";

export class DataTable {
  readonly table: Locator;

  constructor(
    readonly page: Page,
    /** The table's accessible name ("Realm roles"). */
    name: string,
    /** The search box's accessible name, where the table has one. */
    private readonly searchLabel?: string,
  ) {
    this.table = page.getByRole("table", { name });
  }

  /** Searches on the server, as Enter in the search box does. */
  async search(text: string) {
    const box = this.page.getByRole("searchbox", { name: this.searchLabel });
    await box.fill(text);
    await box.press("Enter");
  }

  row(name: string | RegExp): Locator {
    return this.table.getByRole("row", { name });
  }

  link(name: string | RegExp): Locator {
    return this.table.getByRole("link", { name });
  }

  /** A row's actions menu button. */
  actions(row: string | RegExp): Locator {
    return this.row(row).getByRole("button", { name: "Actions" });
  }

  /** Opens a row's actions menu and chooses an item. */
  async rowAction(row: string | RegExp, item: string) {
    await this.actions(row).click();
    await this.page.getByRole("menuitem", { name: item }).click();
  }

  nextPage(): Locator {
    return this.page.getByRole("button", { name: "Next page" });
  }
}
