import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const CLIENT = { id: "c-web", clientId: "web", protocol: "openid-connect", fullScopeAllowed: true };

const REALM_SCOPES = [
  { id: "s-profile", name: "profile", protocol: "openid-connect", description: "OpenID profile" },
  { id: "s-phone", name: "phone", protocol: "openid-connect" },
  { id: "s-email", name: "email", protocol: "openid-connect" },
  { id: "s-saml", name: "role_list", protocol: "saml" },
];

type ScopeCall = { realm: string; id: string; clientScopeId: string };

function installClient(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const defaults = [{ id: "s-profile", name: "profile" }];
  const optionals = [{ id: "s-phone", name: "phone" }];
  const clients = {
    findOne: jest.fn(async (_query: { realm: string; id: string }) => CLIENT),
    listDefaultClientScopes: jest.fn(async (_query: { realm: string; id: string }) => defaults),
    listOptionalClientScopes: jest.fn(async (_query: { realm: string; id: string }) => optionals),
    addDefaultClientScope: jest.fn(async (_query: ScopeCall) => undefined),
    addOptionalClientScope: jest.fn(async (_query: ScopeCall) => undefined),
    delDefaultClientScope: jest.fn(async (_query: ScopeCall) => undefined),
    delOptionalClientScope: jest.fn(async (_query: ScopeCall) => undefined),
  };
  const clientScopes = { find: jest.fn(async (_query: { realm: string }) => REALM_SCOPES) };
  Object.assign(adminClient, { clients, clientScopes });
  return clients;
}

// The table keeps its search in the window's hash query, which outlives each test's memory router.
beforeEach(() => window.history.replaceState(null, "", "/"));

const setupTable = () => screen.findByRole("table", { name: "Client scopes of this client" });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest("tr") as HTMLElement;

describe("a client's client scopes setup", () => {
  it("lists the dedicated scope first, then the assigned scopes with their type and description", async () => {
    installClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c-web/clientScopes");
    const table = await setupTable();
    await within(table).findByText("profile");

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("web-dedicated");
    expect(within(rowOf(table, "web-dedicated")).getByRole("link", { name: "web-dedicated" })).toHaveAttribute(
      "href",
      "/master/clients/c-web/clientScopes/dedicated",
    );
    expect(within(rowOf(table, "profile")).getByRole("link", { name: "profile" })).toHaveAttribute(
      "href",
      "/master/client-scopes/s-profile/settings",
    );
    expect(within(rowOf(table, "profile")).getByText("OpenID profile")).toBeInTheDocument();
    expect(within(rowOf(table, "phone")).getByRole("button", { name: /Optional/ })).toBeInTheDocument();
  });

  it("changes a scope from optional to default: off one list, onto the other", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c-web/clientScopes/setup");
    const table = await setupTable();
    await within(table).findByText("phone");

    await chooseMenuItem(user, within(rowOf(table, "phone")).getByRole("button", { name: /Optional/ }), "Default");

    const call = { realm: "master", id: "c-web", clientScopeId: "s-phone" };
    await waitFor(() => expect(clients.addDefaultClientScope).toHaveBeenCalledWith(call));
    expect(clients.delOptionalClientScope).toHaveBeenCalledWith(call);
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Scope mapping updated", "success");
  });

  it("adds the chosen scopes of the client's protocol as optional", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c-web/clientScopes/setup");
    await within(await setupTable()).findByText("profile");

    await user.click(screen.getByRole("button", { name: "Add client scope" }));
    const dialog = await screen.findByRole("dialog", { name: "Add client scopes to web" });
    await within(dialog).findByText("email");
    // assigned scopes and other protocols' scopes are not offered
    expect(within(dialog).queryByText("phone")).not.toBeInTheDocument();
    expect(within(dialog).queryByText("role_list")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "email" }));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Add as" }), "optional");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(() =>
      expect(clients.addOptionalClientScope).toHaveBeenCalledWith({
        realm: "master",
        id: "c-web",
        clientScopeId: "s-email",
      }),
    );
    expect(clients.addDefaultClientScope).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog and the choice when the server refuses, with its message", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS);
    clients.addDefaultClientScope.mockRejectedValueOnce(
      serverError(400, { errorMessage: "Protocol of the client scope does not match" }),
    );
    await renderConsoleAt("/master/clients/c-web/clientScopes/setup");
    await within(await setupTable()).findByText("profile");

    await user.click(screen.getByRole("button", { name: "Add client scope" }));
    const dialog = await screen.findByRole("dialog", { name: "Add client scopes to web" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "email" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalled());
    expect(JSON.stringify(mockState.alerts.addError.mock.calls)).toContain(
      "Protocol of the client scope does not match",
    );
    expect(screen.getByRole("dialog", { name: "Add client scopes to web" })).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "email" })).toBeChecked();
  });

  it("removes a scope after confirmation", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c-web/clientScopes/setup");
    const table = await setupTable();
    await within(table).findByText("profile");
    expect(within(rowOf(table, "web-dedicated")).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();

    await chooseMenuItem(user, within(rowOf(table, "profile")).getByRole("button", { name: "Actions" }), "Remove");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("profile");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    await waitFor(() =>
      expect(clients.delDefaultClientScope).toHaveBeenCalledWith({
        realm: "master",
        id: "c-web",
        clientScopeId: "s-profile",
      }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Scope mapping successfully removed", "success");
  });

  it("shows the list without add, type menus or remove to an admin who may only view clients", async () => {
    installClient(["view-clients"]);
    await renderConsoleAt("/master/clients/c-web/clientScopes/setup");
    const table = await setupTable();
    await within(table).findByText("profile");
    expect(screen.queryByRole("button", { name: "Add client scope" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Optional/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, "phone")).getByText("Optional")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });
});
