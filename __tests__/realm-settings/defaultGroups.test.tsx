import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseMenuItem } from "../chooseMenuItem";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen, type FakeAdminClient } from "./screenHarness";

const REALM = { id: "master-id", realm: "master" };
const GROUP = { id: "g1", name: "newcomers", path: "/newcomers" };
// the first render loads the console's lazy chunks, slow on a busy machine
const SLOW = { timeout: 15_000 };

type WithDefaultGroups = FakeAdminClient & {
  realms: FakeAdminClient["realms"] & {
    getDefaultGroups: jest.Mock;
    removeDefaultGroup: jest.Mock;
    addDefaultGroup: jest.Mock;
  };
};

function withDefaultGroups(adminClient: FakeAdminClient): WithDefaultGroups {
  Object.assign(adminClient.realms, {
    getDefaultGroups: jest.fn(async () => [GROUP]),
    removeDefaultGroup: jest.fn(async () => undefined),
    addDefaultGroup: jest.fn(async () => undefined),
  });
  return adminClient as WithDefaultGroups;
}

async function openDefaultGroups() {
  const user = userEvent.setup();
  await renderConsoleAt("/master/realm-settings/user-registration");
  await user.click(await screen.findByRole("tab", { name: "Default groups" }, SLOW));
  return user;
}

describe("realm settings, user registration: default groups", () => {
  it("lists the default groups and removes one after asking", async () => {
    const adminClient = withDefaultGroups(setUpScreen(ALL_PERMISSIONS));
    mockState.realms.master = { ...REALM };
    const user = await openDefaultGroups();
    const table = await screen.findByRole("table", { name: "Default groups" });
    const row = (await within(table).findByText("/newcomers")).closest("tr")!;
    await chooseMenuItem(user, within(row).getByRole("button", { name: /actions/i }), "Remove");
    const dialog = await screen.findByRole("alertdialog", { name: "Remove default groups?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(adminClient.realms.removeDefaultGroup).toHaveBeenCalledWith({ realm: "master", id: "g1" }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Default group removed", "success");
  });

  it("offers no changes without manage-realm", async () => {
    withDefaultGroups(setUpScreen(["view-realm"]));
    mockState.realms.master = { ...REALM };
    await openDefaultGroups();
    const table = await screen.findByRole("table", { name: "Default groups" });
    expect(await within(table).findByText("/newcomers")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add groups" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /actions/i })).not.toBeInTheDocument();
  });
});
