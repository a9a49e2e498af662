// Settings forms under review before save (components/kit/form/ReviewBeforeSave): Save opens the list of changes, and
// only its own Save sends them.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The dialog that lists what a save will change. */
export const reviewDialog = (page: Page) => page.getByRole("dialog", { name: "Review changes" });

/** Clicks the form's Save, waits for the review of the changes and confirms it; returns once the review has closed. */
export async function saveReviewed(page: Page, form: Locator | Page = page) {
  await form.getByRole("button", { name: "Save", exact: true }).click();
  const review = reviewDialog(page);
  await review.getByRole("button", { name: "Save", exact: true }).click();
  await expect(review).toBeHidden();
}
