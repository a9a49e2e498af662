import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const LDAP = { id: "c-ldap", name: "corporate-ldap", providerId: "ldap", config: { enabled: ["false"] } };
const KERBEROS = { id: "c-krb", name: "ad-kerberos", providerId: "kerberos", config: {} };

let adminClient: FakeAdminClient;
const storageType = (id: string) => ({ id, helpText: "", properties: [], clientProperties: [], metadata: {} });
const STORAGE_TYPES = {
  "org.keycloak.storage.UserStorageProvider": ["kerberos", "custom-store", "ldap"].map(storageType),
};

beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  mockState.realms.master = { id: "master-id", realm: "master" };
  mockState.serverInfo = { ...mockState.serverInfo, componentTypes: STORAGE_TYPES };
});

describe("user federation", () => {
  it("shows a card per provider, sorted by name, with its kind and state", async () => {
    adminClient.components.find.mockResolvedValue([LDAP, KERBEROS]);
    await renderConsoleAt("/master/user-federation");

    const cards = within(await screen.findByRole("list", { name: "User federation" })).getAllByRole("listitem");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual(["ad-kerberos", "corporate-ldap"]);
    expect(within(cards[0]).getByText("Kerberos")).toBeInTheDocument();
    expect(within(cards[0]).getByText("Enabled")).toBeInTheDocument();
    expect(within(cards[1]).getByText("LDAP")).toBeInTheDocument();
    expect(within(cards[1]).getByText("Disabled")).toBeInTheDocument();
    expect(adminClient.components.find).toHaveBeenCalledWith({
      realm: "master",
      type: "org.keycloak.storage.UserStorageProvider",
      parent: "master-id",
    });
  });

  it("deletes a provider after confirmation", async () => {
    adminClient.components.find.mockResolvedValueOnce([LDAP]).mockResolvedValue([]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/user-federation");

    await chooseMenuItem(user, await screen.findByRole("button", { name: "Actions for corporate-ldap" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent('"corporate-ldap"');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(adminClient.components.del).toHaveBeenCalledWith({ realm: "master", id: "c-ldap" }));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The user federation provider has been deleted.", "success");
    expect(await screen.findByText("Add providers")).toBeInTheDocument();
    // let the dialog finish closing, so its focus trap and hidden siblings are undone before the next test
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("raises the server's message when deleting fails", async () => {
    adminClient.components.find.mockResolvedValue([LDAP]);
    const failure = serverError(500, { errorMessage: "boom" });
    adminClient.components.del.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/user-federation");
    await chooseMenuItem(user, await screen.findByRole("button", { name: "Actions for corporate-ldap" }), "Delete");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("userFedDeleteError", failure));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("offers no delete without manage-realm", async () => {
    setUpScreen(["view-realm"]).components.find.mockResolvedValue([LDAP]);
    mockState.realms.master = { id: "master-id", realm: "master" };
    await renderConsoleAt("/master/user-federation/ldap");
    expect(await screen.findByRole("listitem", { name: "corporate-ldap" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Actions for corporate-ldap" })).not.toBeInTheDocument();
  });

  it("links each provider type the server offers to its add page when there are none", async () => {
    await renderConsoleAt("/master/user-federation");
    expect(await screen.findByRole("link", { name: "Add LDAP providers" })).toHaveAttribute(
      "href",
      expect.stringContaining("/master/user-federation/ldap/new"),
    );
    expect(screen.getByRole("link", { name: "Add Kerberos providers" })).toHaveAttribute(
      "href",
      expect.stringContaining("/master/user-federation/kerberos/new"),
    );
    expect(screen.getByRole("link", { name: "Add Custom-store providers" })).toHaveAttribute(
      "href",
      expect.stringContaining("/master/user-federation/custom-store/new"),
    );
    const names = screen.getAllByRole("link", { name: /^Add .* providers$/ }).map((link) => link.textContent);
    expect(names).toEqual(["Add LDAP providers", "Add Kerberos providers", "Add Custom-store providers"]);
  });

  it("offers nothing to add to an admin who may only view", async () => {
    setUpScreen(["view-realm"]);
    mockState.realms.master = { id: "master-id", realm: "master" };
    mockState.serverInfo = { ...mockState.serverInfo, componentTypes: STORAGE_TYPES };
    await renderConsoleAt("/master/user-federation");
    expect(await screen.findByText("This realm has no user federation providers.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Add .* providers/ })).not.toBeInTheDocument();
  });
});
