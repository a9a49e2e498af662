// A form of the kit (EditForm, FormDialog): fields by their label, its submit and Revert, a review before save.
import type { Locator, Page } from "@playwright/test";
import { saveReviewed } from "../support/saveReviewed";

export class EditForm {
  readonly form: Locator;

  constructor(
    readonly page: Page,
    /** The form's accessible name; without it, the page. */
    name?: string,
  ) {
    this.form = name ? page.getByRole("form", { name }) : page.locator("body");
  }

  textbox(label: string): Locator {
    return this.form.getByRole("textbox", { name: label });
  }

  button(label: string): Locator {
    return this.form.getByRole("button", { name: label, exact: true });
  }

  /** Fills text fields by their labels. */
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.textbox(label).fill(value);
  }

  submit(label = "Save") {
    return this.button(label).click();
  }

  revert() {
    return this.button("Revert").click();
  }

  /** Saves a settings form under review: Save, then the review's own Save. */
  saveReviewed() {
    return saveReviewed(this.page, this.form);
  }
}
