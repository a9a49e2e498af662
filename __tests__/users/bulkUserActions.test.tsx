import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const ALICE = { id: "u-alice", username: "alice", email: "alice@example.com", enabled: true };
const MALLORY = { id: "u-mallory", username: "mallory", enabled: true };
const BOB = { id: "u-bob", username: "bob", enabled: true };

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

function serverError(status: number, errorMessage: string) {
  return Object.assign(new Error(errorMessage), {
    response: new Response(null, { status }),
    responseData: { errorMessage },
  });
}

function withUsers() {
  const adminClient = setUpScreen(ALL_PERMISSIONS);
  const users = {
    findOne: jest.fn(async ({ id }: { id: string }) => [ALICE, MALLORY, BOB].find((user) => user.id === id)),
    update: jest.fn(async ({ id }: { id: string }, _rep: unknown) => {
      if (id === "u-mallory") throw serverError(403, "Forbidden to change mallory");
    }),
    logout: jest.fn(async (_query: unknown) => undefined),
  };
  Object.assign(adminClient, { users });
  fetchMock
    .mockReset()
    .mockImplementation(async () => new Response(JSON.stringify([ALICE, MALLORY, BOB]), { status: 200 }));
  return users;
}

async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByRole("table", { name: "Users" });
  await within(table).findByRole("link", { name: "alice" });
  await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
}

async function chooseBulkAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await chooseMenuItem(user, screen.getByRole("button", { name: "Bulk actions" }), name);
}

describe("bulk actions on the user list", () => {
  it("disables the selected users a few at a time and sums up successes and failures with the server's message", async () => {
    const users = withUsers();
    const user = userEvent.setup();
    await renderConsoleAt("/master/users");
    await selectAll(user);

    await chooseBulkAction(user, "Disable");
    const confirm = await screen.findByRole("dialog", { name: "Disable users?" });
    expect(confirm).toHaveTextContent("Disable 3 users?");
    await user.click(within(confirm).getByRole("button", { name: "Disable" }));

    const progress = await screen.findByRole("dialog", { name: "Disable users" });
    const summary = await within(progress).findByRole("status");
    expect(summary).toHaveTextContent("2 users of 3 succeeded");
    expect(summary).toHaveTextContent("1 user failed");
    const failures = within(summary).getByRole("table", { name: "Failures" });
    expect(within(failures).getByRole("row", { name: /mallory/ })).toHaveTextContent("Forbidden to change mallory");
    expect(users.update).toHaveBeenCalledTimes(3);
    expect(users.update).toHaveBeenCalledWith(
      { realm: "master", id: "u-alice" },
      expect.objectContaining({ enabled: false }),
    );

    // the table reloads once the run is over
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(within(progress).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Disable users" })).not.toBeInTheDocument());
  });

  it("needs a selection, and a cancelled confirmation changes nothing", async () => {
    const users = withUsers();
    const user = userEvent.setup();
    await renderConsoleAt("/master/users");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("link", { name: "alice" });
    expect(screen.getByRole("button", { name: "Bulk actions" })).toBeDisabled();

    await user.click(within(table).getByRole("checkbox", { name: "Select all" }));
    await chooseBulkAction(user, "Sign out");
    const confirm = await screen.findByRole("dialog", { name: "Sign out users?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign out users?" })).not.toBeInTheDocument());
    expect(users.logout).not.toHaveBeenCalled();
  });

  it("is not offered to an admin who cannot manage users", async () => {
    withUsers();
    setUpScreen(["query-users", "view-users"]);
    await renderConsoleAt("/master/users");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("link", { name: "alice" });
    expect(screen.queryByRole("button", { name: "Bulk actions" })).not.toBeInTheDocument();
  });
});
