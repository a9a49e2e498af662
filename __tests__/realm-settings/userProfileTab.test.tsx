import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "./screenHarness";

const REALM = { id: "master-id", realm: "master" };
const CONFIG = {
  attributes: [
    { name: "username", displayName: "${username}" },
    { name: "email", displayName: "${email}" },
    { name: "firstName", displayName: "${firstName}", group: "user-metadata" },
    { name: "lastName", displayName: "${lastName}" },
  ],
  groups: [{ name: "user-metadata", displayHeader: "User metadata" }],
};
const SLOW = { timeout: 15_000 };

function withProfile(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  mockState.realms.master = { ...REALM };
  const users = {
    getProfile: jest.fn(async () => structuredClone(CONFIG)),
    updateProfile: jest.fn(async (config: Record<string, unknown>) => config),
  };
  Object.assign(adminClient, { users });
  return users;
}

const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

describe("realm settings, user profile", () => {
  it("moves an attribute by its button and saves the whole configuration in the new order", async () => {
    const users = withProfile(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/user-profile/attributes");
    const up = await screen.findByRole("button", { name: "Move lastName up" }, SLOW);
    expect(screen.getByRole("button", { name: "Move username up" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Delete username" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete lastName" })).toBeInTheDocument();
    await user.click(up);
    await waitFor(() =>
      expect(users.updateProfile).toHaveBeenCalledWith({
        realm: "master",
        ...CONFIG,
        attributes: [CONFIG.attributes[0], CONFIG.attributes[1], CONFIG.attributes[3], CONFIG.attributes[2]],
      }),
    );
  });

  it("puts the order back and shows the server's message when the save fails", async () => {
    const users = withProfile(ALL_PERMISSIONS);
    users.updateProfile.mockRejectedValue(serverError(400, { errorMessage: "refused by the server" }));
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/user-profile/attributes");
    await user.click(await screen.findByRole("button", { name: "Move email down" }, SLOW));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalled());
    await waitFor(() => expect(rowNames()).toEqual(["username", "email", "firstName", "lastName"]));
  });

  it("filters the attributes by group", async () => {
    withProfile(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/user-profile/attributes");
    const filter = await screen.findByRole("combobox", { name: "Filter by attribute group" }, SLOW);
    await user.selectOptions(filter, "user-metadata");
    expect(rowNames()).toEqual(["firstName"]);
  });

  it("shows an admin who may only view the realm the attributes without any way to change them", async () => {
    withProfile(["view-realm"]);
    await renderConsoleAt("/master/realm-settings/user-profile/attributes");
    expect(await screen.findByText("lastName", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create attribute" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "lastName" })).not.toBeInTheDocument();
  });

  it("keeps invalid JSON from being saved in the JSON editor", async () => {
    const users = withProfile(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/user-profile/json-editor");
    const editor = await screen.findByRole("textbox", { name: /User profile configuration \(JSON\)/ }, SLOW);
    await user.clear(editor);
    await user.type(editor, "{{ nope");
    expect(await screen.findByText(/This is not valid JSON/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(editor).toHaveFocus());
    expect(users.updateProfile).not.toHaveBeenCalled();
  });
});
