import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen, type FakeAdminClient } from "../realm-settings/screenHarness";

const LOGIN = {
  time: Date.UTC(2025, 0, 2, 10, 0),
  type: "LOGIN",
  userId: "u-1",
  clientId: "account-console",
  ipAddress: "10.0.0.1",
  sessionId: "s-1",
  details: { username: "alice", auth_method: "openid-connect" },
};
const ADMIN_EVENT = {
  time: Date.UTC(2025, 0, 2, 11, 0),
  operationType: "CREATE",
  resourceType: "USER",
  resourcePath: "users/u-2",
  authDetails: { realmId: "master", clientId: "security-admin-console", userId: "admin-id", ipAddress: "127.0.0.1" },
  representation: '{"username":"bob"}',
};

/** Keycloak records the username with a login, but only the user id with a code exchanged for tokens. */
const CODE_TO_TOKEN = { ...LOGIN, time: LOGIN.time + 1000, type: "CODE_TO_TOKEN", details: { grant_type: "code" } };
const ALICE = { id: "u-1", username: "alice" };

let adminClient: FakeAdminClient;
let users: { find: jest.Mock };
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  users = {
    // by username, or by id as Keycloak's `id:` search
    find: jest.fn(async ({ username, search }: { username?: string; search?: string }) =>
      username === "alice" || search === "id:u-1" ? [ALICE] : [],
    ),
  };
  Object.assign(adminClient.users, users);
});

const userEventsTable = () => screen.findByRole("table", { name: "User events" });

describe("user events", () => {
  it("lists the first page from the server and expands a row into its details", async () => {
    adminClient.realms.findEvents.mockResolvedValue([LOGIN]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/events");

    const table = await userEventsTable();
    expect(await within(table).findByText("alice")).toBeInTheDocument();
    expect(within(table).getByText("account-console")).toBeInTheDocument();
    expect(adminClient.realms.findEvents).toHaveBeenCalledWith({ realm: "master", first: 0, max: 11 });

    await user.click(within(table).getByRole("button", { name: "Expand row" }));
    const details = await screen.findByLabelText("Event details");
    expect(within(details).getByText("auth_method")).toBeInTheDocument();
    expect(within(details).getByText("s-1")).toBeInTheDocument();
  });

  it("names the user of every event by username, also where Keycloak recorded only the id", async () => {
    adminClient.realms.findEvents.mockResolvedValue([CODE_TO_TOKEN, LOGIN]);
    await renderConsoleAt("/master/events");
    const table = await userEventsTable();
    const exchange = (await within(table).findByText("CODE_TO_TOKEN")).closest("tr")!;
    await waitFor(() => expect(within(exchange).getByText("alice")).toBeInTheDocument());
    expect(within(table).queryByText("u-1")).not.toBeInTheDocument();
    expect(users.find.mock.calls.filter(([query]) => query.search === "id:u-1")).toHaveLength(1);
  });

  it("sends the filter form to the server, a username as the user's id, and shows the filters as chips", async () => {
    adminClient.realms.findEvents.mockResolvedValue([LOGIN]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/events");
    await userEventsTable();

    await user.click(screen.getByRole("button", { name: "Search user event" }));
    const form = screen.getByRole("search", { name: "Search user event" });
    // the list shows usernames, so the filter takes one; Keycloak filters by id
    await user.type(within(form).getByRole("textbox", { name: "Username or user ID" }), "alice");
    await user.click(within(form).getByRole("combobox", { name: "Event type" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "LOGIN_ERROR" }));
    await user.click(within(form).getByRole("button", { name: "Search" }));

    await waitFor(() =>
      expect(adminClient.realms.findEvents).toHaveBeenLastCalledWith({
        realm: "master",
        user: "u-1",
        type: ["LOGIN_ERROR"],
        first: 0,
        max: 11,
      }),
    );
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(within(chips).getByText("Username or user ID: alice")).toBeInTheDocument();
    expect(screen.getByText("2 filters applied")).toBeInTheDocument();

    await user.click(within(chips).getByRole("button", { name: "Remove filter Username or user ID: alice" }));
    await waitFor(() =>
      expect(adminClient.realms.findEvents).toHaveBeenLastCalledWith({
        realm: "master",
        type: ["LOGIN_ERROR"],
        first: 0,
        max: 11,
      }),
    );

    await user.click(screen.getAllByRole("button", { name: "Clear all filters" })[0]);
    await waitFor(() =>
      expect(adminClient.realms.findEvents).toHaveBeenLastCalledWith({ realm: "master", first: 0, max: 11 }),
    );
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
  });

  it("refuses a date range that ends before it starts", async () => {
    adminClient.realms.findEvents.mockResolvedValue([LOGIN]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/events");
    await userEventsTable();
    await user.click(screen.getByRole("button", { name: "Search user event" }));
    const form = screen.getByRole("search", { name: "Search user event" });
    await user.type(within(form).getByLabelText("Date(from)"), "2025-02-10");
    await user.type(within(form).getByLabelText("Date(to)"), "2025-02-01");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(await within(form).findByText("Date(to) must not be before Date(from).")).toBeInTheDocument();
    expect(adminClient.realms.findEvents).toHaveBeenCalledTimes(1);
  });

  it("says so when the realm has no events", async () => {
    await renderConsoleAt("/master/events");
    expect(await screen.findByText("Nothing here")).toBeInTheDocument();
  });

  it("is forbidden without view-events", async () => {
    setUpScreen(["view-realm"]);
    await renderConsoleAt("/master/events");
    expect(await screen.findByRole("heading", { name: "Forbidden, permission needed:" })).toBeInTheDocument();
  });
});

describe("admin events", () => {
  it("lists admin events and shows the representation of an expanded row", async () => {
    adminClient.realms.findAdminEvents.mockResolvedValue([ADMIN_EVENT]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/events/admin-events");

    const table = await screen.findByRole("table", { name: "Admin events" });
    expect(await within(table).findByText("users/u-2")).toBeInTheDocument();
    expect(adminClient.realms.findAdminEvents).toHaveBeenCalledWith({ realm: "master", first: 0, max: 11 });

    await user.click(within(table).getByRole("button", { name: "Expand row" }));
    expect(await screen.findByLabelText("Representation")).toHaveTextContent('"username": "bob"');
    expect(within(screen.getByLabelText("Auth")).getByText("security-admin-console")).toBeInTheDocument();
  });

  it("filters by resource path and operation type on the server", async () => {
    adminClient.realms.findAdminEvents.mockResolvedValue([ADMIN_EVENT]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/events/admin-events");
    await screen.findByRole("table", { name: "Admin events" });

    await user.click(screen.getByRole("button", { name: "Search admin event" }));
    const form = screen.getByRole("search", { name: "Search admin event" });
    await user.type(within(form).getByRole("textbox", { name: "Resource path" }), "users/*");
    await user.click(within(form).getByRole("combobox", { name: "Operation types" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "DELETE" }));
    await user.click(within(form).getByRole("button", { name: "Search" }));

    await waitFor(() =>
      expect(adminClient.realms.findAdminEvents).toHaveBeenLastCalledWith({
        realm: "master",
        resourcePath: "users/*",
        operationTypes: ["DELETE"],
        first: 0,
        max: 11,
      }),
    );
    expect(
      within(screen.getByRole("list", { name: "Active filters" })).getByText("Operation types: DELETE"),
    ).toBeInTheDocument();
  });

  it("starts from the resource path a link puts in the URL", async () => {
    adminClient.realms.findAdminEvents.mockResolvedValue([ADMIN_EVENT]);
    await renderConsoleAt("/master/events/admin-events?resourcePath=clients%2Fc-1*");
    await screen.findByRole("table", { name: "Admin events" });
    await waitFor(() =>
      expect(adminClient.realms.findAdminEvents).toHaveBeenCalledWith({
        realm: "master",
        resourcePath: "clients/c-1*",
        first: 0,
        max: 11,
      }),
    );
    expect(adminClient.realms.findAdminEvents).not.toHaveBeenCalledWith({ realm: "master", first: 0, max: 11 });
    expect(
      within(screen.getByRole("list", { name: "Active filters" })).getByText("Resource path: clients/c-1*"),
    ).toBeInTheDocument();
  });

  it("switches tabs through the URL", async () => {
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/events");
    await user.click(await screen.findByRole("tab", { name: "Admin events" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/master/events/admin-events"));
    expect(mockState.alerts.addError).not.toHaveBeenCalled();
  });
});
