import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const SCOPES = [
  {
    id: "s-profile",
    name: "profile",
    protocol: "openid-connect",
    attributes: { "gui.order": "3" },
    description: "OpenID profile",
  },
  { id: "s-phone", name: "phone", protocol: "openid-connect" },
  { id: "s-roles", name: "role_list", protocol: "saml" },
  { id: "s-custom", name: "custom" },
];

function installScopes(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const clientScopes = {
    find: jest.fn(async (_query: { realm: string }) => SCOPES),
    listDefaultClientScopes: jest.fn(async (_query: { realm: string }) => [
      { id: "s-profile", name: "profile" },
      { id: "s-roles", name: "role_list" },
    ]),
    listDefaultOptionalClientScopes: jest.fn(async (_query: { realm: string }) => [{ id: "s-phone", name: "phone" }]),
    delDefaultClientScope: jest.fn(async (_query: { realm: string; id: string }) => undefined),
    delDefaultOptionalClientScope: jest.fn(async (_query: { realm: string; id: string }) => undefined),
    del: jest.fn(async (_query: { realm: string; id: string }) => undefined),
  };
  Object.assign(adminClient, { clientScopes });
  return clientScopes;
}

// The table keeps its search in the window's hash query, which outlives each test's memory router.
beforeEach(() => window.history.replaceState(null, "", "/"));

const scopesTable = () => screen.findByRole("table", { name: "List of client scopes" });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest("tr") as HTMLElement;

describe("client scopes list", () => {
  it("shows type, protocol and display order from three calls", async () => {
    const clientScopes = installScopes(ALL_PERMISSIONS);
    await renderConsoleAt("/master/client-scopes");
    const table = await scopesTable();
    await within(table).findByText("profile");

    expect(clientScopes.find).toHaveBeenCalledTimes(1);
    expect(clientScopes.listDefaultClientScopes).toHaveBeenCalledTimes(1);
    expect(clientScopes.listDefaultOptionalClientScopes).toHaveBeenCalledTimes(1);
    const profile = rowOf(table, "profile");
    expect(within(profile).getByText("Default")).toBeInTheDocument();
    expect(within(profile).getByText("OpenID Connect")).toBeInTheDocument();
    expect(within(profile).getByText("3")).toBeInTheDocument();
    expect(within(rowOf(table, "phone")).getByText("Optional")).toBeInTheDocument();
    expect(within(rowOf(table, "role_list")).getByText("SAML")).toBeInTheDocument();
    expect(within(rowOf(table, "custom")).getByText("None")).toBeInTheDocument();
  });

  it("filters by assigned type and searches by name", async () => {
    const user = userEvent.setup();
    installScopes(ALL_PERMISSIONS);
    await renderConsoleAt("/master/client-scopes");
    const table = await scopesTable();
    await within(table).findByText("profile");

    await user.selectOptions(screen.getByRole("combobox", { name: "Assigned type" }), "default");
    await waitFor(() => expect(within(table).queryByText("phone")).not.toBeInTheDocument());
    expect(within(table).getByText("profile")).toBeInTheDocument();
    expect(within(table).getByText("role_list")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search for client scope" }), "role{Enter}");
    await waitFor(() => expect(within(table).queryByText("profile")).not.toBeInTheDocument());
    expect(within(table).getByText("role_list")).toBeInTheDocument();
  });

  it("deletes a realm default scope after confirmation, unlinking it first", async () => {
    const user = userEvent.setup();
    const clientScopes = installScopes(ALL_PERMISSIONS);
    await renderConsoleAt("/master/client-scopes");
    const table = await scopesTable();
    await within(table).findByText("profile");

    await chooseMenuItem(user, within(rowOf(table, "profile")).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("profile");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(clientScopes.del).toHaveBeenCalledWith({ realm: "master", id: "s-profile" }));
    expect(clientScopes.delDefaultClientScope).toHaveBeenCalledWith({ realm: "master", id: "s-profile" });
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The client scope has been deleted", "success");
    await waitFor(() => expect(clientScopes.find).toHaveBeenCalledTimes(2));
  });

  it("hides delete from a user without manage-clients", async () => {
    installScopes(["view-clients"]);
    await renderConsoleAt("/master/client-scopes");
    const table = await scopesTable();
    await within(table).findByText("profile");
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });
});
