import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = { id: "master-id", realm: "master", loginTheme: "keycloak", accessTokenLifespan: 300 };

let adminClient: FakeAdminClient;
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  mockState.realms.master = { ...REALM };
  mockState.serverInfo = {
    ...mockState.serverInfo,
    themes: {
      login: [{ name: "keycloak" }, { name: "keycloak.v2" }],
      account: [{ name: "keycloak.v3" }],
      admin: [{ name: "keycloak.v2" }],
      email: [{ name: "keycloak" }],
    },
  };
});

const select = (name: RegExp) => screen.getByRole("combobox", { name });
// the first render loads the console's lazy chunks, slow on a busy machine
const SLOW = { timeout: 15_000 };

describe("realm settings, themes", () => {
  it("saves the chosen themes with the rest of the realm", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/themes");
    const login = await screen.findByRole("combobox", { name: /Login theme/ }, SLOW);
    expect(login).toHaveValue("keycloak");
    await user.selectOptions(login, "keycloak.v2");
    await user.selectOptions(select(/Email theme/), "keycloak");
    await saveReviewed(user);
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, loginTheme: "keycloak.v2", accountTheme: "", adminTheme: "", emailTheme: "keycloak" },
      ),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Realm successfully updated", "success");
  });

  it("keeps the choice and raises the server's error when saving fails", async () => {
    const failure = serverError(500, { errorMessage: "boom" });
    adminClient.realms.update.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/themes");
    await user.selectOptions(await screen.findByRole("combobox", { name: /Account theme/ }), "keycloak.v3");
    await saveReviewed(user);
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("realmSaveError", failure));
    expect(select(/Account theme/)).toHaveValue("keycloak.v3");
  });

  it("is read-only without manage-realm", async () => {
    setUpScreen(["view-realm"]);
    mockState.realms.master = { ...REALM };
    await renderConsoleAt("/master/realm-settings/themes");
    expect(await screen.findByRole("combobox", { name: /Login theme/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
