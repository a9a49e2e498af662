import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";

const VERIFY = { alias: "VERIFY_EMAIL", name: "Verify Email", enabled: true, defaultAction: false, priority: 10 };
const OTP = { alias: "CONFIGURE_TOTP", name: "Configure OTP", enabled: false, defaultAction: false, priority: 20 };

let actions: Record<string, jest.Mock>;
/** What GET /ui-ext/authentication-management/required-actions answers: the registered actions, configurable or not. */
let registered: object[];
function setUp(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  registered = [VERIFY, OTP];
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(registered), { status: 200, headers: { "Content-Type": "application/json" } }),
  ) as unknown as typeof fetch;
  actions = Object.assign(adminClient.authenticationManagement, {
    getUnregisteredRequiredActions: jest.fn(async () => [{ providerId: "delete_account", name: "Delete Account" }]),
    updateRequiredAction: jest.fn(async () => undefined),
    registerRequiredAction: jest.fn(async () => undefined),
    raiseRequiredActionPriority: jest.fn(async () => undefined),
    lowerRequiredActionPriority: jest.fn(async () => undefined),
  });
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole("table", { name: "Required actions" });
  return (await within(table).findByText(name)).closest("tr") as HTMLElement;
};

describe("required actions tab", () => {
  beforeEach(() => setUp(ALL_PERMISSIONS));

  it("lists registered actions in order, then the unregistered ones", async () => {
    await renderConsoleAt("/master/authentication/required-actions");
    await rowOf("Delete Account");
    const rows = within(screen.getByRole("table", { name: "Required actions" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Verify Email"),
      expect.stringContaining("Configure OTP"),
      expect.stringContaining("Delete Account"),
    ]);
    expect(within(rows[0]).getByRole("button", { name: "Move Verify Email up" })).toBeDisabled();
    expect(within(rows[1]).getByRole("button", { name: "Move Configure OTP down" })).toBeDisabled();
    expect(within(rows[2]).queryByRole("button", { name: /Move/ })).not.toBeInTheDocument();
  });

  it("saves a switch at once with the whole action", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/required-actions");
    await user.click(
      within(await rowOf("Verify Email")).getByRole("checkbox", { name: "Verify Email set as default action" }),
    );
    await waitFor(() =>
      expect(actions.updateRequiredAction).toHaveBeenCalledWith(
        { realm: "master", alias: "VERIFY_EMAIL" },
        { ...VERIFY, defaultAction: true },
      ),
    );
  });

  it("offers the default switch only for enabled actions", async () => {
    await renderConsoleAt("/master/authentication/required-actions");
    const row = await rowOf("Configure OTP");
    expect(within(row).getByRole("checkbox", { name: "Configure OTP set as default action" })).toBeDisabled();
    expect(row).toHaveTextContent("Disabled off");
  });

  it("registers an unregistered action when it is switched on", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/required-actions");
    await user.click(within(await rowOf("Delete Account")).getByRole("checkbox", { name: "Delete Account enabled" }));
    await waitFor(() =>
      expect(actions.registerRequiredAction).toHaveBeenCalledWith({
        realm: "master",
        providerId: "delete_account",
        name: "Delete Account",
      }),
    );
  });

  it("lowers an action's priority and reads the list again", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/required-actions");
    await user.click(within(await rowOf("Verify Email")).getByRole("button", { name: "Move Verify Email down" }));
    await waitFor(() =>
      expect(actions.lowerRequiredActionPriority).toHaveBeenCalledWith({ realm: "master", alias: "VERIFY_EMAIL" }),
    );
    await waitFor(() => expect(actions.getUnregisteredRequiredActions).toHaveBeenCalledTimes(2));
  });
});

describe("required actions tab for viewers", () => {
  it("shows the switches read-only and no ordering", async () => {
    setUp(["view-realm"]);
    await renderConsoleAt("/master/authentication/required-actions");
    const row = await rowOf("Verify Email");
    expect(within(row).queryByRole("button", { name: /Move/ })).not.toBeInTheDocument();
    const enabled = within(row).getByRole("checkbox", { name: "Verify Email enabled" });
    expect(enabled).toBeChecked();
    await userEvent.setup().click(enabled);
    expect(enabled).toBeChecked();
    expect(actions.updateRequiredAction).not.toHaveBeenCalled();
  });
});

describe("required action configuration", () => {
  const MAX_AGE = { name: "max_auth_age", label: "Maximum Age of Authentication", type: "String", helpText: "Seconds" };

  beforeEach(() => {
    setUp(ALL_PERMISSIONS);
    registered = [{ ...VERIFY, configurable: true }, OTP];
    Object.assign(actions, {
      getRequiredActionConfigDescription: jest.fn(async () => ({ properties: [MAX_AGE] })),
      getRequiredActionConfig: jest.fn(async () => ({ config: { max_auth_age: "300" } })),
      updateRequiredActionConfig: jest.fn(async () => undefined),
    });
  });

  it("offers the gear only for actions whose provider describes a configuration, and saves it", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/required-actions");
    expect(within(await rowOf("Configure OTP")).queryByRole("button", { name: /^Configure / })).not.toBeInTheDocument();
    await user.click(within(await rowOf("Verify Email")).getByRole("button", { name: "Configure Verify Email" }));
    const dialog = await screen.findByRole("dialog", { name: "Configure Verify Email" });
    const field = await within(dialog).findByRole("textbox", { name: /Maximum Age of Authentication/ });
    expect(field).toHaveValue("300");
    await user.clear(field);
    await user.type(field, "600");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(actions.updateRequiredActionConfig).toHaveBeenCalledWith(
        { realm: "master", alias: "VERIFY_EMAIL" },
        { config: { max_auth_age: "600" } },
      ),
    );
  });

  it("puts the server's refusal on the property's field and keeps the input", async () => {
    const user = userEvent.setup();
    actions.updateRequiredActionConfig.mockRejectedValue(
      serverError(400, { field: "max_auth_age", errorMessage: "Value is too small", params: [] }),
    );
    await renderConsoleAt("/master/authentication/required-actions");
    await user.click(within(await rowOf("Verify Email")).getByRole("button", { name: "Configure Verify Email" }));
    const dialog = await screen.findByRole("dialog", { name: "Configure Verify Email" });
    const field = await within(dialog).findByRole("textbox", { name: /Maximum Age of Authentication/ });
    await user.clear(field);
    await user.type(field, "-1");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Value is too small")).toBeInTheDocument();
    expect(field).toHaveValue("-1");
  });
});
