import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = {
  id: "master-id",
  realm: "master",
  smtpServer: {
    from: "noreply@acme.example",
    host: "smtp.acme.example",
    auth: "true",
    user: "mailer",
    password: "**********",
  },
};

/** The screen's admin client with the email tab's calls, for an admin holding `permissions` whose email is `email`. */
function setUpEmailTab(permissions: readonly string[], email: string | undefined) {
  const adminClient = setUpScreen(permissions);
  mockState.realms.master = structuredClone(REALM);
  const testSMTPConnection = jest.fn(
    async (_query: { realm: string }, _settings: Record<string, unknown>) => undefined,
  );
  const findOne = jest.fn(async (_query: { realm: string; id: string }) => ({ id: "u1", username: "admin", email }));
  Object.assign(adminClient.realms, { testSMTPConnection });
  Object.assign(adminClient, { users: { findOne } });
  return { adminClient, testSMTPConnection, findOne };
}

describe("realm settings, email", () => {
  it("saves the SMTP settings with the masked password kept as it came", async () => {
    const { adminClient } = setUpEmailTab(ALL_PERMISSIONS, "admin@master.example");
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/email");
    const port = await screen.findByRole("textbox", { name: "Port" });
    expect(screen.getByLabelText(/^Password/)).toHaveValue("**********");
    await user.type(port, "2525");
    await user.click(screen.getByRole("checkbox", { name: "Enable StartTLS" }));
    await saveReviewed(user);
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        {
          ...REALM,
          smtpServer: { ...REALM.smtpServer, port: "2525", ssl: "false", starttls: "true" },
        },
      ),
    );
  });

  it("tests the connection with the form's unsaved settings and names the admin's address", async () => {
    const { testSMTPConnection, findOne } = setUpEmailTab(ALL_PERMISSIONS, "admin@master.example");
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/email");
    expect(await screen.findByText(/sends a test email to admin@master\.example/)).toBeInTheDocument();
    expect(findOne).toHaveBeenCalledWith({ realm: "master", id: "u1" });
    const host = screen.getByRole("textbox", { name: /^Host/ });
    await user.clear(host);
    await user.type(host, "127.0.0.1");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    await waitFor(() =>
      expect(testSMTPConnection).toHaveBeenCalledWith(
        { realm: "master" },
        expect.objectContaining({ host: "127.0.0.1", password: "**********", auth: "true" }),
      ),
    );
    await waitFor(() =>
      expect(mockState.alerts.addAlert).toHaveBeenCalledWith(expect.stringMatching(/^Success!/), "success"),
    );
  });

  it("shows the server's error when the test fails", async () => {
    const { testSMTPConnection } = setUpEmailTab(ALL_PERMISSIONS, "admin@master.example");
    const failure = serverError(500, {
      errorMessage: "Failed to send email",
      error_description: "connect ECONNREFUSED",
    });
    testSMTPConnection.mockRejectedValueOnce(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/email");
    await user.click(await screen.findByRole("button", { name: "Test connection" }));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("testConnectionError", failure));
  });

  it("says what to do when the admin has no email, and does not offer the test", async () => {
    setUpEmailTab(ALL_PERMISSIONS, undefined);
    await renderConsoleAt("/master/realm-settings/email");
    const action = await screen.findByRole("link", { name: "Set up your email address" });
    expect(action).toHaveAttribute("href", expect.stringContaining("/master/users/u1/settings"));
    expect(screen.getByText(/Your user admin has no email address/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Test connection" })).toBeDisabled();
  });

  it("is read-only for an admin who may only view the realm", async () => {
    const { findOne } = setUpEmailTab(["view-realm"], "admin@master.example");
    await renderConsoleAt("/master/realm-settings/email");
    expect(await screen.findByRole("textbox", { name: /^Host/ })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Test connection" })).not.toBeInTheDocument();
    expect(findOne).not.toHaveBeenCalled();
  });
});
