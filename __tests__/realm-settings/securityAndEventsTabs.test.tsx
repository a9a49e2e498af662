import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseMenuItem } from "../chooseMenuItem";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen, type FakeAdminClient } from "./screenHarness";
import { saveReviewed } from "../saveReviewed";

const REALM = {
  id: "master-id",
  realm: "master",
  bruteForceProtected: false,
  failureFactor: 30,
  browserSecurityHeaders: { xFrameOptions: "SAMEORIGIN", xRobotsTag: "none" },
  attributes: { adminEventsExpiration: "7200" },
};
const CONFIG = {
  eventsEnabled: true,
  eventsListeners: ["jboss-logging"],
  enabledEventTypes: ["LOGIN"],
  adminEventsEnabled: true,
  adminEventsDetailsEnabled: false,
};

type EventsClient = FakeAdminClient & {
  realms: FakeAdminClient["realms"] & {
    getConfigEvents: jest.Mock;
    updateConfigEvents: jest.Mock;
    clearEvents: jest.Mock;
    clearAdminEvents: jest.Mock;
  };
};

function setUp(permissions: readonly string[]): EventsClient {
  const client = setUpScreen(permissions) as EventsClient;
  Object.assign(client.realms, {
    getConfigEvents: jest.fn(async () => ({ ...CONFIG })),
    updateConfigEvents: jest.fn(async () => undefined),
    clearEvents: jest.fn(async () => undefined),
    clearAdminEvents: jest.fn(async () => undefined),
  });
  mockState.realms.master = structuredClone(REALM);
  mockState.serverInfo = {
    ...mockState.serverInfo,
    enums: { eventType: ["LOGIN", "LOGOUT"] },
    providers: {
      eventsListener: { internal: false, providers: { "jboss-logging": { order: 0 }, email: { order: 0 } } },
    },
  } as typeof mockState.serverInfo;
  return client;
}

describe("security defenses tab", () => {
  it("saves a changed header with the rest of the realm", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/security-defenses");
    const field = await screen.findByRole("textbox", { name: "X-Frame-Options" });
    await user.clear(field);
    await user.type(field, "DENY");
    await saveReviewed(user);
    await waitFor(() =>
      expect(client.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        expect.objectContaining({
          failureFactor: 30,
          browserSecurityHeaders: expect.objectContaining({ xFrameOptions: "DENY", xRobotsTag: "none" }),
        }),
      ),
    );
  });

  it("shows a mode's numbers only once it is chosen, and keeps typed values on a failed save", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const failure = serverError(500, { errorMessage: "boom" });
    client.realms.update.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/security-defenses");
    await user.click(await screen.findByRole("tab", { name: "Brute force detection" }));
    expect(screen.queryByRole("spinbutton", { name: /Max login failures/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /Brute force mode/ }), "temporaryLockout");
    const failures = await screen.findByRole("spinbutton", { name: /Max login failures/ });
    await user.clear(failures);
    await user.type(failures, "3");
    await saveReviewed(user);
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("realmSaveError", failure));
    expect(client.realms.update).toHaveBeenCalledWith(
      { realm: "master" },
      expect.objectContaining({ bruteForceProtected: true, permanentLockout: false, failureFactor: 3 }),
    );
    expect(screen.getByRole("spinbutton", { name: /Max login failures/ })).toHaveValue("3");
  });

  it("asks before leaving with a changed header", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/realm-settings/security-defenses");
    await user.type(await screen.findByRole("textbox", { name: "X-Robots-Tag" }), ", noarchive");
    void router.navigate({ to: "/$realm", params: { realm: "master" } });
    const dialog = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    // the closing dialog hides the page from the accessibility tree until it is gone
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/master/realm-settings/security-defenses");
    expect(screen.getByRole("textbox", { name: "X-Robots-Tag" })).toHaveValue("none, noarchive");
  });

  it("is read-only without manage-realm", async () => {
    setUp(["view-realm"]);
    await renderConsoleAt("/master/realm-settings/security-defenses");
    expect(await screen.findByRole("textbox", { name: "X-Frame-Options" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});

const EVENTS_MANAGER = [...ALL_PERMISSIONS, "view-events", "manage-events"];

describe("events tab", () => {
  it("saves the user events settings over the loaded config", async () => {
    const client = setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/events");
    await user.click(await screen.findByRole("tab", { name: "User events settings" }));
    const form = screen.getByRole("form", { name: "User events settings" });
    await user.type(within(form).getByRole("textbox", { name: "Expires in" }), "2");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Expires in: unit" }), "hour");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(client.realms.updateConfigEvents).toHaveBeenCalledWith(
        { realm: "master" },
        { ...CONFIG, eventsExpiration: 7200 },
      ),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Successfully saved configuration", "success");
  });

  it("saves the admin events' expiration in the realm and the flags in the config", async () => {
    const client = setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/events");
    await user.click(await screen.findByRole("tab", { name: "Admin events settings" }));
    const form = screen.getByRole("form", { name: "Admin events settings" });
    const expiration = within(form).getByRole("textbox", { name: "Expires in" });
    expect(expiration).toHaveValue("2");
    await user.clear(expiration);
    await user.type(expiration, "3");
    await user.click(within(form).getByRole("checkbox", { name: /Include representation/ }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(client.realms.updateConfigEvents).toHaveBeenCalledWith(
        { realm: "master" },
        { ...CONFIG, adminEventsDetailsEnabled: true },
      ),
    );
    expect(client.realms.update).toHaveBeenCalledWith(
      { realm: "master" },
      expect.objectContaining({ attributes: { adminEventsExpiration: "10800" } }),
    );
  });

  it("asks before leaving with a changed events setting", async () => {
    setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/realm-settings/events");
    await user.click(await screen.findByRole("tab", { name: "Admin events settings" }));
    const form = screen.getByRole("form", { name: "Admin events settings" });
    await user.click(within(form).getByRole("checkbox", { name: /Include representation/ }));
    void router.navigate({ to: "/$realm", params: { realm: "master" } });
    expect(await screen.findByRole("alertdialog", { name: "Unsaved changes" })).toBeInTheDocument();
  });

  it("adds an event listener from the server's", async () => {
    const client = setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/events");
    const form = await screen.findByRole("form", { name: "Event listeners" });
    await user.click(within(form).getByRole("combobox", { name: /Event listeners/ }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "email" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(client.realms.updateConfigEvents).toHaveBeenCalledWith(
        { realm: "master" },
        { ...CONFIG, eventsListeners: ["jboss-logging", "email"] },
      ),
    );
  });

  it("removes a saved event type at once", async () => {
    const client = setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/events");
    await user.click(await screen.findByRole("tab", { name: "User events settings" }));
    const table = await screen.findByRole("table", { name: "Event types" });
    const row = within(table)
      .getAllByRole("row")
      .find((candidate) => within(candidate).queryByRole("cell", { name: "LOGIN" }));
    await chooseMenuItem(user, within(row!).getByRole("button", { name: "Actions" }), "Remove");
    await waitFor(() =>
      expect(client.realms.updateConfigEvents).toHaveBeenCalledWith(
        { realm: "master" },
        { ...CONFIG, enabledEventTypes: [] },
      ),
    );
  });

  it("clears the user events only after confirming", async () => {
    const client = setUp(EVENTS_MANAGER);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/events");
    await user.click(await screen.findByRole("tab", { name: "User events settings" }));
    await user.click(screen.getByRole("button", { name: "Clear user events" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Clear events" });
    expect(client.realms.clearEvents).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(client.realms.clearEvents).toHaveBeenCalledWith({ realm: "master" }));
    expect(client.realms.clearAdminEvents).not.toHaveBeenCalled();
  });

  it("is read-only without manage-events, even with manage-realm", async () => {
    setUp(["view-realm", "manage-realm", "view-events"]);
    await renderConsoleAt("/master/realm-settings/events");
    await screen.findByRole("tab", { name: "User events settings" });
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear user events" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add saved types" })).not.toBeInTheDocument();
  });
});
