import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = {
  id: "master-id",
  realm: "master",
  displayName: "Keycloak",
  displayNameHtml: "",
  sslRequired: "external",
  userManagedAccessAllowed: false,
  organizationsEnabled: false,
  attributes: { frontendUrl: "", other: "kept" },
  accessTokenLifespan: 300,
};

let adminClient: FakeAdminClient;
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  mockState.realms.master = { ...REALM };
  mockState.serverInfo = {
    ...mockState.serverInfo,
    features: [{ name: "ORGANIZATION", enabled: true }],
  } as typeof mockState.serverInfo;
});

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const saveButton = () => screen.getByRole("button", { name: "Save" });

describe("realm settings, general", () => {
  it("shows the realm's settings", async () => {
    await renderConsoleAt("/master/realm-settings");
    expect(await screen.findByRole("textbox", { name: /Realm name/ })).toHaveValue("master");
    expect(field("Display name")).toHaveValue("Keycloak");
    expect(screen.getByRole("combobox", { name: /Require SSL/ })).toHaveValue("external");
    expect(screen.getByRole("checkbox", { name: "Organizations" })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("saves the whole realm with the changes and says so", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/general");
    const displayName = await screen.findByRole("textbox", { name: "Display name" });
    await user.clear(displayName);
    await user.type(displayName, "Main");
    await user.type(field("Frontend URL"), "https://login.example.com");
    await saveReviewed(user);

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, displayName: "Main", attributes: { frontendUrl: "https://login.example.com", other: "kept" } },
      ),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Realm successfully updated", "success");
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("keeps an invalid frontend URL as typed and says why", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings");
    const url = await screen.findByRole("textbox", { name: "Frontend URL" });
    await user.type(url, "not a url");
    expect(await screen.findByText("Frontend URL must be a valid http:// or https:// URL.")).toBeInTheDocument();
    expect(url).toHaveValue("not a url");
    await user.click(saveButton());
    await waitFor(() => expect(url).toHaveFocus());
    expect(adminClient.realms.update).not.toHaveBeenCalled();
  });

  it("requires a realm name without spaces", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings");
    const name = await screen.findByRole("textbox", { name: /Realm name/ });
    await user.type(name, " two");
    expect(await screen.findByText("Realm name must not contain spaces.")).toBeInTheDocument();
  });

  it("opens the renamed realm's settings after a rename", async () => {
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/realm-settings");
    const name = await screen.findByRole("textbox", { name: /Realm name/ });
    await user.clear(name);
    await user.type(name, "main");
    await saveReviewed(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/main/realm-settings"));
    expect(adminClient.realms.update).toHaveBeenCalledWith(
      { realm: "master" },
      expect.objectContaining({ realm: "main" }),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("puts a name conflict on the name field", async () => {
    adminClient.realms.update.mockRejectedValue(serverError(409, { errorMessage: "Realm with same name exists" }));
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings");
    const name = await screen.findByRole("textbox", { name: /Realm name/ });
    await user.clear(name);
    await user.type(name, "acme");
    await saveReviewed(user);
    expect(await screen.findByText("Realm with same name exists")).toBeInTheDocument();
    expect(mockState.alerts.addError).not.toHaveBeenCalled();
  });

  it("raises other failures as an alert", async () => {
    const failure = serverError(500, { errorMessage: "boom" });
    adminClient.realms.update.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings");
    await user.type(await screen.findByRole("textbox", { name: "Display name" }), "!");
    await saveReviewed(user);
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("realmSaveError", failure));
  });

  it("asks before leaving with unsaved changes", async () => {
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/realm-settings");
    await user.type(await screen.findByRole("textbox", { name: "Display name" }), "!");

    void router.navigate({ to: "/$realm", params: { realm: "master" } });
    const dialog = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/master/realm-settings");

    void router.navigate({ to: "/$realm", params: { realm: "master" } });
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Unsaved changes" })).getByRole("button", {
        name: "Leave",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/master"));
  });

  it("is read-only without manage-realm", async () => {
    setUpScreen(["view-realm"]);
    mockState.realms.master = { ...REALM };
    await renderConsoleAt("/master/realm-settings");
    expect(await screen.findByRole("textbox", { name: /Realm name/ })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("has no organizations switch without the feature", async () => {
    mockState.serverInfo = { ...mockState.serverInfo, features: [] };
    await renderConsoleAt("/master/realm-settings");
    await screen.findByRole("textbox", { name: /Realm name/ });
    expect(screen.queryByRole("checkbox", { name: "Organizations" })).not.toBeInTheDocument();
  });
});
