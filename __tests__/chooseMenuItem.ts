import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

/**
 * Opens a menu with its trigger and picks an entry by keyboard, waiting for each step to land. Ark moves focus into
 * the menu on the next animation frame and jsdom gives it no pointer highlighting, so keys sent before that go to
 * the trigger and close the menu again; under a loaded machine that happened one run in a few.
 */
export async function chooseMenuItem(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement, name: string) {
  await user.click(trigger);
  const menu = await screen.findByRole("menu");
  await waitFor(() => expect(menu).toHaveFocus());
  const items = within(menu).getAllByRole("menuitem");
  const target = items.findIndex((item) => item.textContent === name);
  expect(target).toBeGreaterThanOrEqual(0);
  const highlighted = () => items.findIndex((item) => item.hasAttribute("data-highlighted"));
  // one key at a time, each waited for: under load the highlight has lagged behind a burst of keys by over a second
  while (highlighted() !== target) {
    const before = highlighted();
    expect(before).toBeLessThan(target);
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(highlighted()).not.toBe(before), { timeout: 5000 });
  }
  await user.keyboard("{Enter}");
}
