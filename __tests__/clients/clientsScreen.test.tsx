import "../shell/mockModules";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const CLIENTS = [
  {
    id: "c-account",
    clientId: "account-console",
    name: "${client_account-console}",
    protocol: "openid-connect",
    rootUrl: "${authBaseUrl}",
    baseUrl: "/realms/master/account/",
  },
  {
    id: "c-hr",
    clientId: "hr",
    name: "HR",
    protocol: "saml",
    description: "HR system",
    rootUrl: "https://hr.example",
    enabled: false,
  },
  { id: "c-realm", clientId: "acme-realm", name: "acme Realm" },
];

function installClients(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const clients = {
    find: jest.fn(async (_query: Record<string, unknown>) => CLIENTS),
    del: jest.fn(async (_query: { realm: string; id: string }) => undefined),
  };
  Object.assign(adminClient, { clients });
  return clients;
}

// The table keeps its search in the window's hash query, which outlives each test's memory router.
beforeEach(() => window.history.replaceState(null, "", "/"));

const clientsTable = () => screen.findByRole("table", { name: "Clients" });
const rowOf = (table: HTMLElement, clientId: string) => within(table).getByText(clientId).closest("tr") as HTMLElement;

describe("clients list", () => {
  it("shows translated names, protocol names and resolved home URLs from one server page", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients");
    const table = await clientsTable();
    await within(table).findByText("account-console");

    expect(clients.find).toHaveBeenCalledTimes(1);
    expect(clients.find).toHaveBeenCalledWith({ realm: "master", first: 0, max: 11 });
    const account = rowOf(table, "account-console");
    expect(within(account).getByText("Account Console")).toBeInTheDocument();
    expect(within(account).getByText("OpenID Connect")).toBeInTheDocument();
    expect(within(account).getByRole("link", { name: "account-console" })).toHaveAttribute(
      "href",
      "/master/clients/c-account/settings",
    );
    expect(within(account).getByRole("link", { name: /^http/ })).toHaveAttribute(
      "href",
      "http://localhost:8180/realms/master/account/",
    );
    const hr = rowOf(table, "hr");
    expect(within(hr).getByText("SAML")).toBeInTheDocument();
    expect(within(hr).getByText("Disabled")).toBeInTheDocument();
    expect(within(hr).getByRole("link", { name: /^http/ })).toHaveAttribute("href", "https://hr.example");
  });

  it("shows a home URL that would run script as text, never as a link", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    clients.find.mockResolvedValue([
      {
        id: "c-evil",
        clientId: "evil",
        name: "Evil",
        protocol: "openid-connect",
        rootUrl: "",
        baseUrl: " JavaScript:alert(document.domain)",
      },
    ]);
    await renderConsoleAt("/master/clients");
    const table = await clientsTable();
    await within(table).findByText("evil");
    const evil = rowOf(table, "evil");
    expect(within(evil).getByText("JavaScript:alert(document.domain)")).toBeInTheDocument();
    expect(
      within(evil)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["evil"]);
  });

  it("searches by clientId on the server", async () => {
    const user = userEvent.setup();
    const clients = installClients(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients");
    await within(await clientsTable()).findByText("hr");
    await user.type(screen.getByRole("searchbox", { name: "Search for client" }), "acc{Enter}");
    await waitFor(() =>
      expect(clients.find).toHaveBeenLastCalledWith({
        realm: "master",
        first: 0,
        max: 11,
        clientId: "acc",
        search: true,
      }),
    );
  });

  it("deletes after a confirmation naming the clientId", async () => {
    const user = userEvent.setup();
    const clients = installClients(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients");
    const table = await clientsTable();
    await within(table).findByText("hr");

    await chooseMenuItem(user, within(rowOf(table, "hr")).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("hr");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(clients.del).toHaveBeenCalledWith({ realm: "master", id: "c-hr" }));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The client has been deleted", "success");
    await waitFor(() => expect(clients.find).toHaveBeenCalledTimes(2));
  });

  it("offers only export to a user without manage-clients, and never delete for realm clients", async () => {
    const user = userEvent.setup();
    installClients(["query-clients", "view-clients"]);
    await renderConsoleAt("/master/clients");
    const table = await clientsTable();
    await within(table).findByText("hr");
    await user.click(within(rowOf(table, "hr")).getByRole("button", { name: "Actions" }));
    expect(await screen.findByRole("menuitem", { name: "Export" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("links a client id to its details only for an admin who may read the client", async () => {
    const clients = installClients(["query-clients"]);
    const listed: ClientRepresentation[] = [
      { id: "c-listed", clientId: "listed", protocol: "openid-connect" },
      { id: "c-mine", clientId: "mine", protocol: "openid-connect", access: { view: false, configure: true } },
    ];
    clients.find.mockResolvedValue(listed as typeof CLIENTS);
    await renderConsoleAt("/master/clients");
    const table = await clientsTable();
    await within(table).findByText("listed");
    expect(within(rowOf(table, "listed")).queryByRole("link")).not.toBeInTheDocument();
    expect(within(rowOf(table, "mine")).getByRole("link", { name: "mine" })).toHaveAttribute(
      "href",
      "/master/clients/c-mine/settings",
    );
  });

  it("shows the empty state when the realm has no clients", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    clients.find.mockResolvedValue([]);
    await renderConsoleAt("/master/clients");
    expect(await screen.findByText("No clients")).toBeInTheDocument();
  });
});
