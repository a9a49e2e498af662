import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";

const REALM = {
  id: "master-id",
  realm: "master",
  registrationAllowed: false,
  loginWithEmailAllowed: true,
  registrationEmailAsUsername: false,
  duplicateEmailsAllowed: false,
  accessTokenLifespan: 300,
};

let adminClient: FakeAdminClient;
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  mockState.realms.master = { ...REALM };
});

const toggle = (name: string) => screen.getByRole("checkbox", { name });
// the first render loads the console's lazy chunks, slow on a busy machine
const SLOW = { timeout: 15_000 };

describe("realm settings, login", () => {
  it("saves a switch at once with the rest of the realm and says so", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/login");
    await user.click(await screen.findByRole("checkbox", { name: "User registration" }, SLOW));
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, registrationAllowed: true },
      ),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("User registration changed successfully", "success");
  });

  it("turns duplicate emails off with login with email", async () => {
    mockState.realms.master = { ...REALM, loginWithEmailAllowed: false, duplicateEmailsAllowed: true };
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/login");
    await user.click(await screen.findByRole("checkbox", { name: "Login with email" }));
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, loginWithEmailAllowed: true, duplicateEmailsAllowed: false },
      ),
    );
  });

  it("locks duplicate emails while users sign in with their email", async () => {
    await renderConsoleAt("/master/realm-settings/login");
    expect(await screen.findByRole("checkbox", { name: "Duplicate emails" })).toBeDisabled();
    expect(toggle("Verify email")).toBeEnabled();
  });

  it("shows the server's refusal and puts the switch back", async () => {
    const failure = serverError(400, { errorMessage: "nope" });
    adminClient.realms.update.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/login");
    const registration = await screen.findByRole("checkbox", { name: "User registration" });
    await user.click(registration);
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("enableSwitchError", failure));
    // the switch's state, which the hidden input's DOM property follows only in a browser
    await waitFor(() => expect(registration.closest("label")).toHaveAttribute("data-state", "unchecked"));
    expect(registration).toBeEnabled();
  });

  it("is read-only without manage-realm", async () => {
    setUpScreen(["view-realm"]);
    mockState.realms.master = { ...REALM };
    await renderConsoleAt("/master/realm-settings/login");
    expect(await screen.findByRole("checkbox", { name: "User registration" })).toBeDisabled();
    expect(toggle("Edit username")).toBeDisabled();
  });
});
