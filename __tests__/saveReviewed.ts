import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

type Scope = Pick<typeof screen, "getByRole">;

/**
 * Clicks a settings form's Save and confirms the review of its changes (components/kit/form/ReviewBeforeSave), whose
 * own Save sends them. Forms with nothing changed or an invalid field save (or refuse) at once: use a plain click.
 */
export async function saveReviewed(user: ReturnType<typeof userEvent.setup>, scope: Scope = screen) {
  await user.click(scope.getByRole("button", { name: "Save" }));
  const review = await screen.findByRole("dialog", { name: "Review changes" });
  await user.click(within(review).getByRole("button", { name: "Save" }));
}
