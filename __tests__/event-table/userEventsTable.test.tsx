import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserEventsTable } from "@/components/shared/event-table/UserEventsTable";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderWithRoutes } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";

const LOGIN = { time: Date.UTC(2025, 0, 2, 10, 0), type: "LOGIN", userId: "u-1", details: { username: "alice" } };

describe("a user's events", () => {
  it("asks the server for that user's events only, and offers every filter but the user", async () => {
    const adminClient = setUpScreen(ALL_PERMISSIONS);
    adminClient.realms.findEvents.mockResolvedValue([LOGIN]);
    const user = userEvent.setup();
    renderWithRoutes(<UserEventsTable userId="u-1" />, { path: "/acme", routes: [] });

    const table = await screen.findByRole("table", { name: "User events" });
    expect(await within(table).findByText("alice")).toBeInTheDocument();
    expect(adminClient.realms.findEvents).toHaveBeenCalledWith({ realm: "acme", user: "u-1", first: 0, max: 11 });

    await user.click(screen.getByRole("button", { name: "Search user event" }));
    const form = screen.getByRole("search", { name: "Search user event" });
    expect(within(form).queryByRole("textbox", { name: "Username or user ID" })).not.toBeInTheDocument();
    await user.type(within(form).getByRole("textbox", { name: "IP address" }), "10.0.0.1");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(adminClient.realms.findEvents).toHaveBeenLastCalledWith({
        realm: "acme",
        user: "u-1",
        ipAddress: "10.0.0.1",
        first: 0,
        max: 11,
      }),
    );
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["IP address: 10.0.0.1"]);
  });
});
