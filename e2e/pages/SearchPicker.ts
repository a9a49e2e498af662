// The kit's search pickers: SearchSelectField (a combobox that searches the server) and SelectField (native below
// a threshold, a typeahead from there on).
import type { Locator, Page } from "@playwright/test";
import { chooseInSelectField, chooseSearched } from "../support/searchSelect";

export class SearchPicker {
  readonly field: Locator;

  constructor(
    readonly page: Page,
    label: string,
    scope: Locator | Page = page,
  ) {
    this.field = scope.getByRole("combobox", { name: label });
  }

  /** Chooses one of the server's matches for `label`. */
  choose(label: string) {
    return chooseSearched(this.page, this.field, label);
  }

  /** Chooses in a select field, whichever form it takes. */
  select(label: string) {
    return chooseInSelectField(this.page, this.field, label);
  }
}
