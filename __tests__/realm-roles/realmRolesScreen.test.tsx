import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const DEFAULT_ROLE = {
  id: "r-default",
  name: "default-roles-master",
  composite: true,
  description: "${role_default-roles}",
};
const AUDITOR = { id: "r-auditor", name: "auditor", composite: false, description: "Reads the books" };

function withRoles(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  mockState.realms.master = { realm: "master", defaultRole: { id: DEFAULT_ROLE.id, name: DEFAULT_ROLE.name } };
  const roles = {
    find: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => [DEFAULT_ROLE, AUDITOR]),
    delById: jest.fn(async (_query: { realm: string; id: string }): Promise<void> => undefined),
    create: jest.fn(async (_query: Record<string, unknown>): Promise<{ roleName: string }> => ({ roleName: "new" })),
    findOneByName: jest.fn(async (_query: Record<string, unknown>): Promise<unknown> => ({ id: "r-new", name: "new" })),
  };
  Object.assign(adminClient, { roles });
  return roles;
}

describe("realm roles", () => {
  it("lists a page of roles from the server with composite and description", async () => {
    const roles = withRoles(ALL_PERMISSIONS);
    await renderConsoleAt("/master/roles");
    const table = await screen.findByRole("table", { name: "Realm roles" });
    const row = (await within(table).findByRole("link", { name: "auditor" })).closest("tr")!;
    expect(within(row).getByText("False")).toBeInTheDocument();
    expect(within(row).getByText("Reads the books")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "auditor" })).toHaveAttribute(
      "href",
      "/master/roles/r-auditor/details",
    );
    const defaultRow = within(table).getByRole("link", { name: "default-roles-master" }).closest("tr")!;
    expect(within(defaultRow).getByText("True")).toBeInTheDocument();
    expect(within(defaultRow).getByText("Default roles")).toBeInTheDocument();
    expect(roles.find).toHaveBeenCalledWith(expect.objectContaining({ realm: "master", first: 0, max: 11 }));
  });

  it("offers no delete for the default role, and deletes another after confirming", async () => {
    const roles = withRoles(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/roles");
    const table = await screen.findByRole("table", { name: "Realm roles" });
    const defaultRow = (await within(table).findByRole("link", { name: "default-roles-master" })).closest("tr")!;
    expect(within(defaultRow).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();

    const auditorRow = within(table).getByRole("link", { name: "auditor" }).closest("tr")!;
    await chooseMenuItem(user, within(auditorRow).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete role?" });
    expect(dialog).toHaveTextContent("auditor");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(roles.delById).toHaveBeenCalledWith({ realm: "master", id: "r-auditor" }));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The role has been deleted", "success");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("offers neither creating nor deleting without manage-realm", async () => {
    withRoles(["view-realm"]);
    await renderConsoleAt("/master/roles");
    const table = await screen.findByRole("table", { name: "Realm roles" });
    await within(table).findByRole("link", { name: "auditor" });
    expect(screen.queryByRole("button", { name: "Create role" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("refuses a name with surrounding spaces before calling the server", async () => {
    const roles = withRoles(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/roles/new");
    const name = await screen.findByRole("textbox", { name: "Role name" });
    await user.type(name, " auditor ");
    expect(await screen.findByText("The role name must not start or end with a space.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, "auditor");
    await waitFor(() =>
      expect(screen.queryByText("The role name must not start or end with a space.")).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Create" })).toBeEnabled();
    expect(roles.create).not.toHaveBeenCalled();
  });

  it("creates a role and opens it; a taken name is reported on the name field", async () => {
    const roles = withRoles(ALL_PERMISSIONS);
    roles.create.mockRejectedValueOnce(serverError(409, { errorMessage: "Role with name auditor already exists" }));
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/roles/new");

    await user.type(await screen.findByRole("textbox", { name: "Role name" }), "auditor");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Role with name auditor already exists")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Role name" })).toHaveValue("auditor");

    await user.clear(screen.getByRole("textbox", { name: "Role name" }));
    await user.type(screen.getByRole("textbox", { name: "Role name" }), "new");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "A new one");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/master/roles/r-new/details"));
    expect(roles.create).toHaveBeenLastCalledWith({ realm: "master", name: "new", description: "A new one" });
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Role created", "success");
  });
});
