import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const CLIENT = { id: "c1", clientId: "billing", protocol: "openid-connect", publicClient: false };
const AUDITOR = {
  id: "r-aud",
  name: "auditor",
  composite: false,
  description: "Reads the books",
  clientRole: true,
  containerId: "c1",
};

function withClientRoles(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const clients = {
    findOne: jest.fn(async (_query: Record<string, unknown>): Promise<unknown> => CLIENT),
    listRoles: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => [AUDITOR]),
    createRole: jest.fn(async (_query: Record<string, unknown>) => ({ roleName: "payer" })),
    findRole: jest.fn(async (_query: Record<string, unknown>): Promise<unknown> => ({ ...AUDITOR, id: "r-new" })),
  };
  const roles = {
    findOneById: jest.fn(async (_query: { realm: string; id: string }): Promise<unknown> => AUDITOR),
    delById: jest.fn(async (_query: { realm: string; id: string }): Promise<void> => undefined),
  };
  Object.assign(adminClient, { clients, roles });
  return { clients, roles };
}

beforeEach(() => window.history.replaceState(null, "", "/"));

const VIEW_CLIENTS = ["view-clients", "query-clients"];

describe("client roles", () => {
  it("lists a page of the client's roles from the server, each linking to its details under the client", async () => {
    const { clients } = withClientRoles(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c1/roles");
    const table = await screen.findByRole("table", { name: "Client roles" });
    const link = await within(table).findByRole("link", { name: "auditor" });
    expect(link).toHaveAttribute("href", "/master/clients/c1/roles/r-aud/details");
    expect(within(link.closest("tr")!).getByText("Reads the books")).toBeInTheDocument();
    expect(clients.listRoles).toHaveBeenCalledWith({
      realm: "master",
      id: "c1",
      first: 0,
      max: 11,
      search: undefined,
      briefRepresentation: true,
    });
    expect(screen.getByRole("button", { name: "Create role" })).toBeInTheDocument();
  });

  it("deletes a client role from the list after asking", async () => {
    const { roles, clients } = withClientRoles(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c1/roles");
    const table = await screen.findByRole("table", { name: "Client roles" });
    const row = (await within(table).findByRole("link", { name: "auditor" })).closest("tr")!;
    const user = userEvent.setup();
    await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete role?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(roles.delById).toHaveBeenCalledWith({ realm: "master", id: "r-aud" }));
    await waitFor(() => expect(clients.listRoles).toHaveBeenCalledTimes(2));
  });

  it("shows the roles read-only to an admin who may only view clients", async () => {
    withClientRoles(VIEW_CLIENTS);
    await renderConsoleAt("/master/clients/c1/roles");
    const table = await screen.findByRole("table", { name: "Client roles" });
    await within(table).findByRole("link", { name: "auditor" });
    expect(screen.queryByRole("button", { name: "Create role" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /actions/i })).not.toBeInTheDocument();
  });

  it("creates a client role and opens its details", async () => {
    const { clients, roles } = withClientRoles(ALL_PERMISSIONS);
    roles.findOneById.mockResolvedValue({ ...AUDITOR, id: "r-new", name: "payer" });
    await renderConsoleAt("/master/clients/c1/roles/new");
    await userEvent.type(await screen.findByRole("textbox", { name: /Role name/ }), "payer");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(clients.createRole).toHaveBeenCalledWith({
        realm: "master",
        id: "c1",
        name: "payer",
        description: undefined,
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "payer" })).toBeInTheDocument();
    expect(roles.findOneById).toHaveBeenCalledWith({ realm: "master", id: "r-new" });
  });

  it("puts a name the client has already on the name field and keeps what was typed", async () => {
    const { clients } = withClientRoles(ALL_PERMISSIONS);
    clients.createRole.mockRejectedValue(serverError(409, { errorMessage: "Role with name payer already exists" }));
    await renderConsoleAt("/master/clients/c1/roles/new");
    const name = await screen.findByRole("textbox", { name: /Role name/ });
    await userEvent.type(name, "payer");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Role with name payer already exists")).toBeInTheDocument();
    expect(name).toHaveValue("payer");
  });

  it("deletes a client role from its details and returns to the client's roles", async () => {
    const { roles } = withClientRoles(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c1/roles/r-aud/details");
    await userEvent.click(await screen.findByRole("button", { name: "Delete this role" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete role?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(roles.delById).toHaveBeenCalledWith({ realm: "master", id: "r-aud" }));
    expect(await screen.findByRole("table", { name: "Client roles" })).toBeInTheDocument();
  });

  it("does not show another client's role, nor a realm role, under this client", async () => {
    const { roles } = withClientRoles(ALL_PERMISSIONS);
    roles.findOneById.mockResolvedValue({ ...AUDITOR, containerId: "c2" });
    await renderConsoleAt("/master/clients/c1/roles/r-aud/details");
    expect(await screen.findByText(/page not found/i)).toBeInTheDocument();
  });

  it("shows a client role's details read-only to an admin who may only view clients", async () => {
    withClientRoles(VIEW_CLIENTS);
    await renderConsoleAt("/master/clients/c1/roles/r-aud/details");
    expect(await screen.findByRole("textbox", { name: "Description" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Delete this role" })).not.toBeInTheDocument();
  });
});
