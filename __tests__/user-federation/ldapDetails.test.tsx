import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const LDAP = {
  id: "c-ldap",
  name: "corporate-ldap",
  providerId: "ldap",
  providerType: "org.keycloak.storage.UserStorageProvider",
  parentId: "master-id",
  config: {
    enabled: ["true"],
    vendor: ["other"],
    connectionUrl: ["ldap://ldap.example.org"],
    authType: ["simple"],
    bindDn: ["cn=admin,dc=example,dc=org"],
    bindCredential: ["**********"],
    editMode: ["READ_ONLY"],
    usersDn: ["ou=people,dc=example,dc=org"],
    importEnabled: ["true"],
  },
};

// the first render loads the console and the screen's chunk, slow on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

/** The harness's admin client with what the LDAP screen calls. */
function setUpLdap(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const ldap = {
    findOne: jest.fn(async (_query: { realm: string; id: string }) => LDAP),
    sync: jest.fn(async (_query: Record<string, unknown>) => ({ added: 3, updated: 1, removed: 0, failed: 0 })),
    testLDAPConnection: jest.fn(async (_query: { realm: string }, _settings: Record<string, unknown>) => undefined),
  };
  Object.assign(adminClient.components, { findOne: ldap.findOne });
  Object.assign(adminClient, { userStorageProvider: { sync: ldap.sync } });
  Object.assign(adminClient.realms, { testLDAPConnection: ldap.testLDAPConnection });
  return ldap;
}

describe("LDAP provider details", () => {
  it("syncs all users and reports the server's counts", async () => {
    const ldap = setUpLdap(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/user-federation/ldap/c-ldap");
    await chooseMenuItem(user, await screen.findByRole("button", { name: "Action" }, FIRST_RENDER), "Sync all users");
    await waitFor(() =>
      expect(mockState.alerts.addAlert).toHaveBeenCalledWith(
        "Synchronization finished: 3 added, 1 updated, 0 removed, 0 failed.",
        "success",
      ),
    );
    expect(ldap.sync).toHaveBeenCalledWith({ realm: "master", id: "c-ldap", action: "triggerFullSync" });
  });

  it("tests authentication with the stored provider's id and shows a refusal in words", async () => {
    const ldap = setUpLdap(ALL_PERMISSIONS);
    ldap.testLDAPConnection.mockRejectedValue(serverError(400, { errorMessage: "AuthenticationFailure" }));
    const user = userEvent.setup();
    await renderConsoleAt("/master/user-federation/ldap/c-ldap/settings");
    await user.click(await screen.findByRole("button", { name: "Test authentication" }, FIRST_RENDER));
    await waitFor(() =>
      expect(mockState.alerts.addError).toHaveBeenCalledWith(
        "testLdapAuthenticationError",
        "The LDAP server refused the bind DN or credential (authentication failure).",
      ),
    );
    expect(ldap.testLDAPConnection).toHaveBeenCalledWith(
      { realm: "master" },
      expect.objectContaining({
        action: "testAuthentication",
        connectionUrl: "ldap://ldap.example.org",
        bindCredential: "**********",
        componentId: "c-ldap",
      }),
    );
  });

  it("is read-only for an admin who may only view the realm", async () => {
    setUpLdap(["view-realm"]);
    await renderConsoleAt("/master/user-federation/ldap/c-ldap/settings");
    expect(await screen.findByRole("textbox", { name: /^Connection URL/ }, FIRST_RENDER)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Test connection" })).not.toBeInTheDocument();
  });
});
