import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";

const ALICE = {
  id: "u-alice",
  username: "alice",
  email: "alice@example.com",
  enabled: true,
  bruteForceStatus: { disabled: false },
};
const MALLORY = { id: "u-mallory", username: "mallory", enabled: false, bruteForceStatus: { disabled: false } };
const LOCKED = { id: "u-locked", username: "locked", enabled: true, bruteForceStatus: { disabled: true } };

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

function withUsers(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const users = { del: jest.fn(async (_query: Record<string, unknown>): Promise<void> => undefined) };
  Object.assign(adminClient, { users });
  fetchMock
    .mockReset()
    .mockImplementation(async () => new Response(JSON.stringify([ALICE, MALLORY, LOCKED]), { status: 200 }));
  return users;
}

describe("users list", () => {
  it("reads one page with brute-force status in a single request and shows the status labels", async () => {
    withUsers(ALL_PERMISSIONS);
    await renderConsoleAt("/master/users");
    const table = await screen.findByRole("table", { name: "Users" });
    expect(
      within((await within(table).findByRole("link", { name: "mallory" })).closest("tr")!).getByText("Disabled"),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByRole("link", { name: "locked" }).closest("tr")!).getByText("Temporarily locked"),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as [URL];
    expect(url.pathname).toBe("/admin/realms/master/ui-ext/brute-force-user");
    expect(url.searchParams.get("max")).toBe("11");
  });

  it("deletes the selected users after confirming", async () => {
    const users = withUsers(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/users");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("link", { name: "alice" });
    expect(screen.getByRole("button", { name: "Delete user" })).toBeDisabled();
    for (const name of ["alice", "mallory"]) {
      await user.click(
        within(within(table).getByRole("link", { name }).closest("tr")!).getByRole("checkbox", { name: "Select row" }),
      );
    }
    await user.click(screen.getByRole("button", { name: "Delete user" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete user?" });
    expect(dialog).toHaveTextContent("2 selected users");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(users.del).toHaveBeenCalledTimes(2));
    expect(users.del).toHaveBeenCalledWith({ realm: "master", id: "u-alice" });
    expect(users.del).toHaveBeenCalledWith({ realm: "master", id: "u-mallory" });
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("2 users have been deleted", "success");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("offers neither selection nor deleting to an admin who cannot manage users", async () => {
    withUsers(["query-users", "view-users"]);
    await renderConsoleAt("/master/users");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("link", { name: "alice" });
    expect(within(table).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add user" })).not.toBeInTheDocument();
    // viewing users is enough to export them; importing needs manage-users
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });
});
