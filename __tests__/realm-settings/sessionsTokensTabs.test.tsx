import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = {
  id: "master-id",
  realm: "master",
  ssoSessionIdleTimeout: 1800,
  ssoSessionMaxLifespan: 36000,
  ssoSessionIdleTimeoutRememberMe: 0,
  ssoSessionMaxLifespanRememberMe: 0,
  clientSessionIdleTimeout: 0,
  clientSessionMaxLifespan: 0,
  offlineSessionIdleTimeout: 2592000,
  offlineSessionMaxLifespanEnabled: false,
  offlineSessionMaxLifespan: 5184000,
  accessCodeLifespanLogin: 1800,
  accessCodeLifespanUserAction: 300,
  defaultSignatureAlgorithm: "RS256",
  oauth2DeviceCodeLifespan: 600,
  oauth2DevicePollingInterval: 5,
  revokeRefreshToken: false,
  refreshTokenMaxReuse: 0,
  accessTokenLifespan: 300,
  accessTokenLifespanForImplicitFlow: 900,
  accessCodeLifespan: 90,
  actionTokenGeneratedByUserLifespan: 300,
  actionTokenGeneratedByAdminLifespan: 43200,
  attributes: { frontendUrl: "", "actionTokenGeneratedByUserLifespan.reset-credentials": "600" },
};

let adminClient: FakeAdminClient;
beforeEach(() => {
  adminClient = setUpScreen(ALL_PERMISSIONS);
  mockState.realms.master = structuredClone(REALM);
  mockState.serverInfo = {
    ...mockState.serverInfo,
    features: [{ name: "DEVICE_FLOW", enabled: true }],
    cryptoInfo: {
      clientSignatureSymmetricAlgorithms: ["HS256"],
      clientSignatureAsymmetricAlgorithms: ["ES256", "RS256"],
    },
  } as typeof mockState.serverInfo;
});

const amount = (label: string) => screen.getByRole("textbox", { name: label });
const unit = (label: string) => screen.getByRole("combobox", { name: `${label}: unit` });
const saveButton = () => screen.getByRole("button", { name: "Save" });

describe("realm settings, sessions", () => {
  it("shows each lifespan in the largest unit it fits and saves what is entered in seconds", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/sessions");
    const idle = await screen.findByRole("textbox", { name: "SSO Session Idle" });
    expect(idle).toHaveValue("30");
    expect(unit("SSO Session Idle")).toHaveValue("minute");
    expect(amount("Offline Session Idle")).toHaveValue("30");
    expect(unit("Offline Session Idle")).toHaveValue("day");
    expect(screen.queryByRole("textbox", { name: "Offline Session Max" })).not.toBeInTheDocument();

    await user.clear(idle);
    await user.type(idle, "2");
    await user.selectOptions(unit("SSO Session Idle"), "hour");
    await user.click(screen.getByRole("checkbox", { name: "Offline Session Max Limited" }));
    expect(amount("Offline Session Max")).toHaveValue("60");
    await saveReviewed(user);

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, ssoSessionIdleTimeout: 7200, offlineSessionMaxLifespanEnabled: true },
      ),
    );
  });

  it("keeps a value that is not a whole number as typed and refuses to save it", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/sessions");
    const login = await screen.findByRole("textbox", { name: "Login timeout" });
    await user.clear(login);
    await user.type(login, "1.5");
    expect(await screen.findByText("A whole number of seconds, 0 or more")).toBeInTheDocument();
    expect(login).toHaveValue("1.5");
    await user.click(saveButton());
    await waitFor(() => expect(login).toHaveFocus());
    expect(adminClient.realms.update).not.toHaveBeenCalled();
  });

  it("leaves what is being typed in its unit: 60 minutes stays 60 minutes", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/sessions");
    const action = await screen.findByRole("textbox", { name: "Login action timeout" });
    await user.clear(action);
    await user.type(action, "60");
    expect(action).toHaveValue("60");
    expect(unit("Login action timeout")).toHaveValue("minute");
    await saveReviewed(user);
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        expect.objectContaining({ accessCodeLifespanUserAction: 3600 }),
      ),
    );
  });

  it("is read-only without manage-realm", async () => {
    setUpScreen(["view-realm"]);
    mockState.realms.master = structuredClone(REALM);
    await renderConsoleAt("/master/realm-settings/sessions");
    expect(await screen.findByRole("textbox", { name: "SSO Session Idle" })).toHaveAttribute("readonly");
    expect(unit("SSO Session Idle")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});

describe("realm settings, tokens", () => {
  it("shows seconds a unit does not fit as seconds", async () => {
    await renderConsoleAt("/master/realm-settings/tokens");
    expect(await screen.findByRole("textbox", { name: "Client login timeout" })).toHaveValue("90");
    expect(unit("Client login timeout")).toHaveValue("second");
    expect(screen.getByRole("combobox", { name: /Default signature algorithm/ })).toHaveValue("RS256");
    expect(screen.getByText(/shorter than the SSO session idle timeout: 30 minutes/)).toBeInTheDocument();
  });

  it("saves lifespans, refresh token reuse and per-action overrides", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/tokens");
    const access = await screen.findByRole("textbox", { name: "Access Token Lifespan" });
    await user.clear(access);
    await user.type(access, "3");
    await user.selectOptions(screen.getByRole("combobox", { name: /Default signature algorithm/ }), "ES256");
    await user.click(screen.getByRole("checkbox", { name: "Revoke Refresh Token" }));
    await user.type(amount("Email verification"), "2");
    await user.selectOptions(unit("Email verification"), "hour");
    await user.clear(amount("Forgot password"));
    await user.type(amount("Short verification_uri in Device Authorization flow"), "https://a.example/d");
    await saveReviewed(user);

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        {
          ...REALM,
          accessTokenLifespan: 180,
          defaultSignatureAlgorithm: "ES256",
          revokeRefreshToken: true,
          attributes: {
            frontendUrl: "",
            shortVerificationUri: "https://a.example/d",
            "actionTokenGeneratedByUserLifespan.verify-email": "7200",
            "actionTokenGeneratedByUserLifespan.idp-verify-account-via-email": "",
            "actionTokenGeneratedByUserLifespan.reset-credentials": "",
            "actionTokenGeneratedByUserLifespan.execute-actions": "",
          },
        },
      ),
    );
  });

  it("raises a failed save with the server's message and keeps what was entered", async () => {
    const failure = serverError(500, { errorMessage: "boom" });
    adminClient.realms.update.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/tokens");
    const access = await screen.findByRole("textbox", { name: "Access Token Lifespan" });
    await user.clear(access);
    await user.type(access, "7");
    await saveReviewed(user);
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("realmSaveError", failure));
    expect(access).toHaveValue("7");
    expect(saveButton()).toBeEnabled();
  });

  it("hides the device flow settings without the feature", async () => {
    mockState.serverInfo = { ...mockState.serverInfo, features: [] };
    await renderConsoleAt("/master/realm-settings/tokens");
    await screen.findByRole("textbox", { name: "Access Token Lifespan" });
    expect(screen.queryByRole("textbox", { name: "OAuth 2.0 Device Code Lifespan" })).not.toBeInTheDocument();
  });
});
