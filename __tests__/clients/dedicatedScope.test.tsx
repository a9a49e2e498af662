import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";

type Client = { id: string; clientId: string; protocol: string; fullScopeAllowed: boolean };

function installClient(permissions: readonly string[], fullScopeAllowed: boolean) {
  const adminClient = setUpScreen(permissions);
  let stored: Client = { id: "c-web", clientId: "web", protocol: "openid-connect", fullScopeAllowed };
  const clients = {
    findOne: jest.fn(async (_query: { realm: string; id: string }) => stored),
    update: jest.fn(async (_query: { realm: string; id: string }, client: Client) => {
      stored = client;
    }),
    listScopeMappings: jest.fn(async (_query: { realm: string; id: string }) => ({
      realmMappings: [{ id: "r-auditor", name: "auditor" }],
    })),
    listCompositeRealmScopeMappings: jest.fn(async (_query: { realm: string; id: string }) => []),
  };
  Object.assign(adminClient, { clients });
  return clients;
}

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("a client's dedicated scope", () => {
  it("is headed {clientId}-dedicated and saves full scope allowed off, then shows the role scope mappings", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS, true);
    await renderConsoleAt("/master/clients/c-web/clientScopes/dedicated/scope");
    expect(await screen.findByRole("heading", { name: "web-dedicated", level: 1 })).toBeInTheDocument();
    const fullScope = screen.getByRole("checkbox", { name: "Full scope allowed" });
    expect(fullScope).toBeChecked();
    expect(screen.queryByText("auditor")).not.toBeInTheDocument();

    await user.click(fullScope);
    await waitFor(() =>
      expect(clients.update).toHaveBeenCalledWith(
        { realm: "master", id: "c-web" },
        expect.objectContaining({ clientId: "web", fullScopeAllowed: false }),
      ),
    );
    expect(await screen.findByText("auditor")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Full scope allowed" })).not.toBeChecked();
  });

  it("puts the stored value back and alerts with the server's message when the save fails", async () => {
    const user = userEvent.setup();
    const clients = installClient(ALL_PERMISSIONS, true);
    clients.update.mockRejectedValueOnce(serverError(400, { errorMessage: "Client is read only" }));
    await renderConsoleAt("/master/clients/c-web/clientScopes/dedicated/scope");
    await user.click(await screen.findByRole("checkbox", { name: "Full scope allowed" }));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalled());
    expect(JSON.stringify(mockState.alerts.addError.mock.calls)).toContain("Client is read only");
    // jsdom keeps the hidden input's clicked state; the switch shows the stored value (e2e checks the input itself)
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Full scope allowed" }).closest("label")).toHaveAttribute(
        "data-state",
        "checked",
      ),
    );
  });

  it("is read-only for an admin who may only view clients", async () => {
    installClient(["view-clients"], false);
    await renderConsoleAt("/master/clients/c-web/clientScopes/dedicated/scope");
    expect(await screen.findByRole("checkbox", { name: "Full scope allowed" })).toBeDisabled();
    expect(await screen.findByText("auditor")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Assign roles" })).not.toBeInTheDocument();
  });
});
