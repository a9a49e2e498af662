import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseMenuItem } from "../chooseMenuItem";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = { id: "acme-id", realm: "acme", sslRequired: "external", attributes: {} };
const EXPORT = {
  realm: "acme",
  users: [{ username: "alice" }, { username: "zz-new" }],
  groups: [{ name: "team" }],
  smtpServer: { host: "mail" },
};

// jsdom's File has no text(); the browser's reads the file the same way
if (!File.prototype.text)
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };

let adminClient: FakeAdminClient & {
  realms: FakeAdminClient["realms"] & { partialImport: jest.Mock; export: jest.Mock; del: jest.Mock };
};

beforeEach(() => {
  const fake = setUpScreen(ALL_PERMISSIONS, {
    realm_access: { master: [...ALL_PERMISSIONS], acme: [...ALL_PERMISSIONS] },
  });
  adminClient = Object.assign(fake, {
    realms: Object.assign(fake.realms, {
      partialImport: jest.fn(async () => ({
        added: 1,
        skipped: 1,
        overwritten: 0,
        results: [
          { action: "SKIPPED", resourceType: "USER", resourceName: "alice", id: "u1" },
          { action: "ADDED", resourceType: "USER", resourceName: "zz-new", id: "u2" },
        ],
      })),
      export: jest.fn(async () => ({ realm: "acme" })),
      del: jest.fn(async () => undefined),
    }),
  });
  adminClient.users.getProfile.mockResolvedValue({
    attributes: [{ name: "username" }],
    unmanagedAttributePolicy: "ENABLED",
  });
  mockState.realms.acme = { ...REALM };
});

const openAction = async (user: ReturnType<typeof userEvent.setup>, item: string) =>
  chooseMenuItem(user, await screen.findByRole("button", { name: "Action" }), item);

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  const file = new File([JSON.stringify(EXPORT)], "acme.json", { type: "application/json" });
  await user.upload(within(dialog).getByLabelText("Resource file", { selector: "input" }), file);
  await within(dialog).findByText("acme.json");
};

describe("realm settings, general: unmanaged attributes", () => {
  it("shows the user profile's policy and saves a change into the profile as the server has it", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/acme/realm-settings");
    const policy = await screen.findByRole("combobox", { name: /Unmanaged attributes/ });
    expect(policy).toHaveValue("ENABLED");
    await user.selectOptions(policy, "ADMIN_EDIT");
    await saveReviewed(user);
    await waitFor(() =>
      expect(adminClient.users.updateProfile).toHaveBeenCalledWith({
        attributes: [{ name: "username" }],
        unmanagedAttributePolicy: "ADMIN_EDIT",
        realm: "acme",
      }),
    );
    expect(adminClient.realms.update).toHaveBeenCalled();
  });

  it("stores Disabled as no policy at all", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/acme/realm-settings");
    await user.selectOptions(await screen.findByRole("combobox", { name: /Unmanaged attributes/ }), "DISABLED");
    await saveReviewed(user);
    await waitFor(() =>
      expect(adminClient.users.updateProfile).toHaveBeenCalledWith({
        attributes: [{ name: "username" }],
        realm: "acme",
      }),
    );
  });
});

describe("realm settings header actions", () => {
  it("are not offered to an admin who may only view the realm", async () => {
    setUpScreen(["view-realm"], { realm_access: { acme: ["view-realm"] } }).users.getProfile.mockResolvedValue({
      attributes: [],
    });
    mockState.realms.acme = { ...REALM };
    await renderConsoleAt("/acme/realm-settings");
    await screen.findByRole("textbox", { name: /Realm name/ });
    expect(screen.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
  });

  it("imports the chosen resource types with the policy and shows what was done", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/acme/realm-settings");
    await openAction(user, "Partial import");
    const dialog = await screen.findByRole("dialog", { name: "Partial import" });
    await chooseFile(user, dialog);
    expect(within(dialog).getByRole("checkbox", { name: "Groups (1)" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Users (2)" }));
    await user.click(within(dialog).getByRole("radio", { name: "Skip" }));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    await waitFor(() =>
      expect(adminClient.realms.partialImport).toHaveBeenCalledWith({
        realm: "acme",
        rep: { ifResourceExists: "SKIP", users: EXPORT.users },
      }),
    );
    expect(await within(dialog).findByText("1 records added, 1 skipped, 0 overwritten.")).toBeInTheDocument();
    const rows = within(within(dialog).getByRole("table", { name: "Import results" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ActionTypeNameID",
      "SkippedUsersaliceu1",
      "AddedUserszz-newu2",
    ]);
  });

  it("keeps the file and the choices and shows the server's message when the import fails", async () => {
    adminClient.realms.partialImport.mockRejectedValue(
      serverError(409, { errorMessage: "User with user name alice already exists." }),
    );
    const user = userEvent.setup();
    await renderConsoleAt("/acme/realm-settings");
    await openAction(user, "Partial import");
    const dialog = await screen.findByRole("dialog", { name: "Partial import" });
    await chooseFile(user, dialog);
    await user.click(within(dialog).getByRole("checkbox", { name: "Users (2)" }));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(await within(dialog).findByText("User with user name alice already exists.")).toBeInTheDocument();
    expect(within(dialog).getByText("acme.json")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Users (2)" })).toBeChecked();
    expect(within(dialog).getByRole("radio", { name: "Fail import" })).toBeChecked();
  });

  it("deletes the realm only once its name is typed, then opens the login realm's dashboard", async () => {
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/acme/realm-settings");
    await openAction(user, "Delete");
    const dialog = await screen.findByRole("alertdialog", { name: "Delete realm acme?" });
    const remove = within(dialog).getByRole("button", { name: "Delete" });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Type acme to confirm" }), "acm");
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Type acme to confirm" }), "e");
    await user.click(remove);

    await waitFor(() => expect(adminClient.realms.del).toHaveBeenCalledWith({ realm: "acme" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/master"));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The realm has been deleted", "success");
  });
});
