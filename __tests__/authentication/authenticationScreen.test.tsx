import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen, type FakeAdminClient } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const FLOWS = [
  {
    id: "f-browser",
    alias: "browser",
    description: "Browser based authentication",
    builtIn: true,
    usedBy: { type: "DEFAULT", values: [] },
  },
  {
    id: "f-custom",
    alias: "custom login",
    description: "Ours",
    builtIn: false,
    usedBy: { type: "SPECIFIC_CLIENT", values: ["portal", "shop"] },
  },
  { id: "f-spare", alias: "spare", description: "", builtIn: false },
  { id: "f-builtin", alias: "docker auth", builtIn: true },
];

let adminClient: FakeAdminClient;
let fetchMock: jest.Mock;
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  fetchMock = jest.fn(
    async () => new Response(JSON.stringify(FLOWS), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const flowsTable = () => screen.findByRole("table", { name: "Flows" });
const rowOf = (table: HTMLElement, alias: string) => within(table).getByText(alias).closest("tr") as HTMLElement;

describe("authentication flows", () => {
  it("lists flows from the console endpoint with what uses them", async () => {
    await renderConsoleAt("/master/authentication");
    const table = await flowsTable();
    await within(table).findByText("browser");

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      "http://localhost:8180/admin/realms/master/ui-ext/authentication-management/flows",
    );
    expect(within(rowOf(table, "browser")).getByText("Built-in")).toBeInTheDocument();
    expect(within(rowOf(table, "browser")).getByText("Default")).toBeInTheDocument();
    expect(within(rowOf(table, "custom login")).getByText("Specific clients")).toBeInTheDocument();
    expect(within(rowOf(table, "spare")).getByText("Not in use")).toBeInTheDocument();
  });

  it("offers delete only for custom flows nothing uses, and deletes after confirmation", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    const table = await flowsTable();
    await within(table).findByText("browser");

    await chooseMenuItem(user, within(rowOf(table, "spare")).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent('"spare"');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() =>
      expect(adminClient.authenticationManagement.deleteFlow).toHaveBeenCalledWith({
        realm: "master",
        flowId: "f-spare",
      }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Flow successfully deleted", "success");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("searches by alias", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    const table = await flowsTable();
    await within(table).findByText("browser");
    await user.type(screen.getByRole("searchbox", { name: "Search for flow" }), "spa{Enter}");
    await waitFor(() => expect(within(table).queryByText("browser")).not.toBeInTheDocument());
    expect(within(table).getByText("spare")).toBeInTheDocument();
  });

  it("is open to identity-provider viewers but hides delete from them", async () => {
    setUpScreen(["view-identity-providers"]);
    await renderConsoleAt("/master/authentication");
    const table = await flowsTable();
    await within(table).findByText("spare");
    expect(within(rowOf(table, "spare")).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });
});
