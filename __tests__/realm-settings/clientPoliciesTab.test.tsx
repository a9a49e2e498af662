import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseMenuItem } from "../chooseMenuItem";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";

// the tab's screen, tables and dynamic form are lazily loaded chunks: the first render of a test is slow
const FIRST_RENDER = { timeout: 15_000 };
jest.setTimeout(45_000);

const REALM = { id: "master-id", realm: "master" };
const GLOBAL = { name: "fapi-1-baseline", description: "FAPI baseline", executors: [] };

type PoliciesClient = FakeAdminClient & {
  clientPolicies: {
    listProfiles: jest.Mock;
    createProfiles: jest.Mock;
    listPolicies: jest.Mock;
    updatePolicy: jest.Mock;
  };
};

function setUp(permissions: readonly string[]): PoliciesClient {
  const client = setUpScreen(permissions) as PoliciesClient;
  client.clientPolicies = {
    listProfiles: jest.fn(async () => ({
      profiles: [{ name: "strict", description: "Strict clients", executors: [] }],
      globalProfiles: [GLOBAL],
    })),
    createProfiles: jest.fn(async () => undefined),
    listPolicies: jest.fn(async () => ({
      policies: [{ name: "public-clients", enabled: true, conditions: [], profiles: ["strict"] }],
      globalPolicies: [],
    })),
    updatePolicy: jest.fn(async () => undefined),
  };
  mockState.realms.master = structuredClone(REALM);
  return client;
}

describe("client policies tab", () => {
  it("lists the realm's profiles and the global ones, which cannot be deleted", async () => {
    setUp(ALL_PERMISSIONS);
    await renderConsoleAt("/master/realm-settings/client-policies/profiles");
    const table = await screen.findByRole("table", { name: "Client profiles" }, FIRST_RENDER);
    const global = await within(table).findByRole("row", { name: /fapi-1-baseline/ });
    expect(within(global).getByText("Global")).toBeInTheDocument();
    expect(within(global).queryByRole("button", { name: /actions/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create client profile" }).length).toBeGreaterThan(0);
  });

  it("deletes a profile by saving the rest of the realm's profiles", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/client-policies/profiles");
    const table = await screen.findByRole("table", { name: "Client profiles" }, FIRST_RENDER);
    const row = await within(table).findByRole("row", { name: /strict/ });
    await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete profile?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(client.clientPolicies.createProfiles).toHaveBeenCalledWith({ realm: "master", profiles: [] }),
    );
  });

  it("switches a policy off at once", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/client-policies/policies");
    await user.click(await screen.findByRole("checkbox", { name: "Enable policy public-clients" }, FIRST_RENDER));
    await waitFor(() =>
      expect(client.clientPolicies.updatePolicy).toHaveBeenCalledWith({
        realm: "master",
        policies: [{ name: "public-clients", enabled: false, conditions: [], profiles: ["strict"] }],
      }),
    );
  });

  it("keeps the JSON typed when the server refuses it, and shows the server's message", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const failure = serverError(400, { errorMessage: "proposed client profile name duplicated." });
    client.clientPolicies.createProfiles.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/client-policies/profiles");
    await user.click(await screen.findByRole("radio", { name: "JSON editor" }, FIRST_RENDER));
    const editor = await screen.findByRole("textbox", { name: "Client profiles (JSON)" });
    const text = '[{"name":"a"},{"name":"a"}]';
    await user.clear(editor);
    await user.click(editor);
    await user.paste(text);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("updateClientProfilesError", failure));
    expect(client.clientPolicies.createProfiles).toHaveBeenCalledWith({
      realm: "master",
      profiles: [{ name: "a" }, { name: "a" }],
    });
    expect(editor).toHaveValue(text);
  });

  it("is read-only without manage-realm", async () => {
    setUp(["view-realm"]);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/client-policies/policies");
    expect(await screen.findByRole("checkbox", { name: "Enable policy public-clients" }, FIRST_RENDER)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Create client policy" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "JSON editor" }));
    expect(await screen.findByRole("textbox", { name: "Client policies (JSON)" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
