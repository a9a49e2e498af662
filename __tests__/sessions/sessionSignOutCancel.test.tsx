// Its own file: in jsdom, a menu opened in a test that follows another test's dialog sometimes ignores the choice.
import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { withSessions } from "./sessionsFixture";
import { chooseMenuItem } from "../chooseMenuItem";

describe("sessions", () => {
  it("keeps the session when the sign-out is cancelled", async () => {
    const realms = withSessions(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    const aliceRow = (await within(table).findByRole("link", { name: "alice" })).closest("tr")!;
    await chooseMenuItem(user, within(aliceRow).getByRole("button", { name: "Actions" }), "Sign out");
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out this session?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(realms.deleteSession).not.toHaveBeenCalled();
  });
});
