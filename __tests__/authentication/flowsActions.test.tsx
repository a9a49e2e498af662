import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "../realm-settings/screenHarness";
import { chooseMenuItem } from "../chooseMenuItem";

const FLOWS = [
  {
    id: "f-browser",
    alias: "browser",
    description: "Browser based",
    builtIn: true,
    usedBy: { type: "DEFAULT", values: [] },
  },
  {
    id: "f-custom",
    alias: "custom login",
    description: "Ours",
    builtIn: false,
    usedBy: { type: "SPECIFIC_CLIENT", values: ["portal", "shop"] },
  },
  { id: "f-spare", alias: "spare", description: "", builtIn: false },
];

type Flows = FakeAdminClient["authenticationManagement"] & Record<string, jest.Mock>;
let flows: Flows;
let realms: FakeAdminClient["realms"] & Record<string, jest.Mock>;

beforeEach(() => {
  const adminClient = setUpScreen(ALL_PERMISSIONS);
  flows = Object.assign(adminClient.authenticationManagement, {
    copyFlow: jest.fn(async () => undefined),
    getFlows: jest.fn(async () => [{ id: "f-copy", alias: "Copy of browser", description: "Browser based" }]),
    updateFlow: jest.fn(async () => undefined),
    createFlow: jest.fn(async () => ({ id: "f-new" })),
  });
  realms = Object.assign(adminClient.realms, {
    findOne: jest.fn(async () => ({ realm: "master", enabled: true, browserFlow: "browser" })),
  });
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify(FLOWS), { status: 200, headers: { "Content-Type": "application/json" } }),
  ) as unknown as typeof fetch;
});

const rowOf = async (alias: string) => {
  const table = await screen.findByRole("table", { name: "Flows" });
  return (await within(table).findByText(alias)).closest("tr") as HTMLElement;
};

describe("flows list actions", () => {
  it("links each flow to its editor, built-in flows with the built-in segment", async () => {
    await renderConsoleAt("/master/authentication");
    expect(within(await rowOf("browser")).getByRole("link", { name: "browser" })).toHaveAttribute(
      "href",
      "#/master/authentication/f-browser/DEFAULT/builtIn",
    );
    expect(within(await rowOf("spare")).getByRole("link", { name: "spare" })).toHaveAttribute(
      "href",
      "#/master/authentication/f-spare/notInUse",
    );
  });

  it("names the clients using a flow in a popover", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    await user.click(
      within(await rowOf("custom login")).getByRole("button", {
        name: "Specific clients: show what uses custom login",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("This flow is used by the following clients:");
    expect(within(dialog).getByText("portal")).toBeInTheDocument();
    expect(within(dialog).getByText("shop")).toBeInTheDocument();
  });

  it("duplicates a flow with a changed description: copy, then update of the copy", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    await chooseMenuItem(user, within(await rowOf("browser")).getByRole("button", { name: "Actions" }), "Duplicate");
    const dialog = await screen.findByRole("dialog", { name: "Duplicate flow" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Copy of browser");
    const description = within(dialog).getByRole("textbox", { name: /Description/ });
    expect(description).toHaveValue("Browser based");
    await user.clear(description);
    await user.type(description, "Mine");
    await user.click(within(dialog).getByRole("button", { name: "Duplicate" }));

    await waitFor(() =>
      expect(flows.updateFlow).toHaveBeenCalledWith(
        { realm: "master", flowId: "f-copy" },
        expect.objectContaining({ alias: "Copy of browser", description: "Mine" }),
      ),
    );
    expect(flows.copyFlow).toHaveBeenCalledWith({ realm: "master", flow: "browser", newName: "Copy of browser" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Duplicate flow" })).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's message on the name when the name is taken", async () => {
    const user = userEvent.setup();
    flows.copyFlow.mockRejectedValue(serverError(409, { errorMessage: "New flow alias name already exists" }));
    await renderConsoleAt("/master/authentication");
    await chooseMenuItem(user, within(await rowOf("spare")).getByRole("button", { name: "Actions" }), "Duplicate");
    const dialog = await screen.findByRole("dialog", { name: "Duplicate flow" });
    await user.click(within(dialog).getByRole("button", { name: "Duplicate" }));
    expect(await within(dialog).findByText("New flow alias name already exists")).toBeInTheDocument();
    expect(flows.updateFlow).not.toHaveBeenCalled();
  });

  it("binds a flow as the realm's registration flow, keeping the rest of the realm", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    const row = await rowOf("spare");
    await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Bind flow");
    const dialog = await screen.findByRole("dialog", { name: "Bind flow" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Choose binding type/ }), "registrationFlow");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { realm: "master", enabled: true, browserFlow: "browser", registrationFlow: "spare" },
      ),
    );
  });

  it.each([
    ["browser", ["Duplicate"]],
    ["custom login", ["Duplicate", "Bind flow"]],
    ["spare", ["Duplicate", "Bind flow", "Delete"]],
  ])("offers %s's actions: binding only when not a realm default, delete only when unused", async (alias, items) => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication");
    await user.click(within(await rowOf(alias)).getByRole("button", { name: "Actions" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(items);
  });
});
