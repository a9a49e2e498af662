import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const REALM = {
  id: "master-id",
  realm: "master",
  passwordPolicy: "regexPattern(^(a|b)+$)",
  otpPolicyType: "totp",
  otpPolicyAlgorithm: "HmacSHA1",
  otpPolicyDigits: 6,
  otpPolicyLookAheadWindow: 1,
  otpPolicyPeriod: 30,
  otpPolicyInitialCounter: 0,
  otpPolicyCodeReusable: false,
  otpSupportedApplications: ["totpAppFreeOTPName", "totpAppGoogleName"],
  attributes: { frontendUrl: "" },
};

const PASSWORD_POLICIES = [
  { id: "length", displayName: "Minimum length", configType: "int", defaultValue: "8", multipleSupported: false },
  { id: "digits", displayName: "Digits", configType: "int", defaultValue: "1", multipleSupported: false },
  { id: "notUsername", displayName: "Not username", defaultValue: "", multipleSupported: false },
  {
    id: "regexPattern",
    displayName: "Regular expression",
    configType: "String",
    defaultValue: "",
    multipleSupported: true,
  },
];

let adminClient: FakeAdminClient;
function setUp(permissions: readonly string[]) {
  adminClient = setUpScreen(permissions);
  mockState.realms.master = structuredClone(REALM);
  mockState.serverInfo = { ...mockState.serverInfo, passwordPolicies: PASSWORD_POLICIES };
}

const policiesForm = () => screen.findByRole("form", { name: "Password policy" });

describe("authentication policies", () => {
  it("adds policies to the realm's password policy string and saves it whole", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    const form = await policiesForm();
    expect(within(form).getByRole("textbox", { name: "Regular expression" })).toHaveValue("^(a|b)+$");

    await chooseMenuItem(user, within(form).getByRole("button", { name: "Add policy" }), "Minimum length");
    const length = await within(form).findByRole("spinbutton", { name: "Minimum length" });
    expect(length).toHaveValue(8);
    await user.clear(length);
    await user.type(length, "12");
    await chooseMenuItem(user, within(form).getByRole("button", { name: "Add policy" }), "Not username");
    await within(form).findByText("Not username");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, passwordPolicy: "regexPattern(^(a|b)+$) and length(12) and notUsername" },
      ),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Password policies successfully updated", "success");
  });

  it("removes a policy, and shows the server's refusal without losing the rows", async () => {
    setUp(ALL_PERMISSIONS);
    const failure = serverError(400, { errorMessage: "Invalid config for regexPattern" });
    adminClient.realms.update.mockRejectedValueOnce(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    const form = await policiesForm();
    await chooseMenuItem(user, within(form).getByRole("button", { name: "Add policy" }), "Digits");
    await user.click(within(form).getByRole("button", { name: "Remove Regular expression" }));
    expect(within(form).queryByRole("textbox", { name: "Regular expression" })).not.toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, passwordPolicy: "digits(1)" },
      ),
    );
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("updatePasswordPolicyError", failure));
    expect(within(form).getByRole("spinbutton", { name: "Digits" })).toHaveValue(1);
  });

  it("saves the OTP policy's digits as a number", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    await policiesForm();
    await user.click(screen.getByRole("tab", { name: "OTP Policy" }));
    const form = await screen.findByRole("form", { name: "OTP Policy" });
    expect(within(form).getByRole("list", { name: "Supported applications" })).toHaveTextContent(
      "FreeOTPGoogle Authenticator",
    );
    await user.click(within(form).getByRole("radio", { name: "8" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith({ realm: "master" }, { ...REALM, otpPolicyDigits: 8 }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("OTP policy successfully updated", "success");
  });

  it("saves the CIBA interval into the realm attributes", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    await policiesForm();
    await user.click(screen.getByRole("tab", { name: "CIBA Policy" }));
    const form = await screen.findByRole("form", { name: "CIBA Policy" });
    const interval = within(form).getByRole("spinbutton", { name: "Interval" });
    await user.clear(interval);
    await user.type(interval, "9");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        {
          ...REALM,
          attributes: {
            frontendUrl: "",
            cibaBackchannelTokenDeliveryMode: "poll",
            cibaExpiresIn: "120",
            cibaInterval: "9",
            cibaAuthRequestedUserHint: "login_hint",
          },
        },
      ),
    );
  });

  it("asks before leaving with unsaved changes, also from another sub-tab", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/authentication/policies");
    const form = await policiesForm();
    await user.click(within(form).getByRole("button", { name: "Remove Regular expression" }));
    await user.click(screen.getByRole("tab", { name: "Webauthn Passwordless Policy" }));
    const passwordless = await screen.findByRole("form", { name: "Webauthn Passwordless Policy" });
    expect(within(passwordless).getByRole("checkbox", { name: "Enable Passkeys" })).not.toBeChecked();

    void router.navigate({ to: "/$realm", params: { realm: "master" } });
    const dialog = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/master/authentication/policies");
    expect(adminClient.realms.update).not.toHaveBeenCalled();
  });

  it("saves the passwordless policy's passkeys switch under its own name", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    await policiesForm();
    await user.click(screen.getByRole("tab", { name: "Webauthn Passwordless Policy" }));
    const form = await screen.findByRole("form", { name: "Webauthn Passwordless Policy" });
    await user.click(within(form).getByRole("checkbox", { name: "Enable Passkeys" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adminClient.realms.update).toHaveBeenCalledTimes(1));
    const saved = adminClient.realms.update.mock.calls[0][1];
    expect(saved).toMatchObject({
      webAuthnPolicyPasswordlessPasskeysEnabled: true,
      webAuthnPolicyPasswordlessRpEntityName: "keycloak",
      webAuthnPolicyPasswordlessSignatureAlgorithms: ["ES256"],
    });
    expect(saved).not.toHaveProperty("webAuthnPolicyRpEntityName");
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Updated webauthn policies successfully", "success");
  });

  it("shows every policy read-only to an admin who may only view the realm", async () => {
    setUp(["view-realm"]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/policies");
    const form = await policiesForm();
    expect(within(form).getByRole("textbox", { name: "Regular expression" })).toHaveAttribute("readonly");
    expect(within(form).queryByRole("button", { name: "Add policy" })).not.toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Webauthn Policy" }));
    const webauthn = await screen.findByRole("form", { name: "Webauthn Policy" });
    expect(within(webauthn).getByRole("textbox", { name: "Relying party entity name" })).toHaveAttribute("readonly");
    expect(within(webauthn).queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
