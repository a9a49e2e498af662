// The kit's confirmation (useConfirmDelete, useConfirmDialog): an alert dialog named by its title, confirmed or
// cancelled by its buttons.
import type { Locator, Page } from "@playwright/test";

export class ConfirmDialog {
  readonly dialog: Locator;

  constructor(page: Page, title: string) {
    this.dialog = page.getByRole("alertdialog", { name: title });
  }

  /** Confirms with the dialog's own button ("Delete", "Revoke"…). */
  confirm(label = "Delete") {
    return this.dialog.getByRole("button", { name: label }).click();
  }

  cancel() {
    return this.dialog.getByRole("button", { name: "Cancel" }).click();
  }
}
