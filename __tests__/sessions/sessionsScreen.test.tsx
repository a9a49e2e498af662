import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { fetchMock, withSessions } from "./sessionsFixture";
import { chooseMenuItem } from "../chooseMenuItem";

const requestedTypes = () => fetchMock.mock.calls.map(([url]) => (url as URL).searchParams.get("type"));

describe("sessions", () => {
  it("lists the realm's sessions of every type, paged by ui-ext/sessions", async () => {
    withSessions(ALL_PERMISSIONS);
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    const row = (await within(table).findByRole("link", { name: "alice" })).closest("tr")!;
    expect(within(row).getByText("Regular SSO")).toBeInTheDocument();
    expect(within(row).getByText("10.0.0.1")).toBeInTheDocument();
    expect(within(table).getByText("Offline")).toBeInTheDocument();
    const [url] = fetchMock.mock.calls[0] as [URL];
    expect(url.pathname).toBe("/admin/realms/master/ui-ext/sessions");
    expect(Object.fromEntries(url.searchParams)).toEqual({ first: "0", max: "11", type: "ALL" });
  });

  it("shows each session's clients in a column of their own, each linking to the client", async () => {
    withSessions(ALL_PERMISSIONS);
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    expect(within(table).getByRole("columnheader", { name: "Clients" })).toBeInTheDocument();
    const row = (await within(table).findByRole("link", { name: "alice" })).closest("tr")!;
    const clients = within(row).getByRole("list", { name: "Clients of this session" });
    expect(within(clients).getByRole("link", { name: "account" })).toHaveAttribute(
      "href",
      expect.stringContaining("/master/clients/c1/settings"),
    );
  });

  it("filters by type on the server", async () => {
    withSessions(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    await within(table).findByRole("link", { name: "alice" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Session type" }), "OFFLINE");
    await waitFor(() => expect(within(table).queryByRole("link", { name: "alice" })).not.toBeInTheDocument());
    expect(within(table).getByRole("link", { name: "bob" })).toBeInTheDocument();
    expect(requestedTypes()).toContain("OFFLINE");
  });

  it("signs a regular session out after confirming", async () => {
    const realms = withSessions(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });

    const aliceRow = (await within(table).findByRole("link", { name: "alice" })).closest("tr")!;
    await chooseMenuItem(user, within(aliceRow).getByRole("button", { name: "Actions" }), "Sign out");
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out this session?" });
    expect(dialog).toHaveTextContent("alice");
    expect(realms.deleteSession).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() =>
      expect(realms.deleteSession).toHaveBeenCalledWith({ realm: "master", session: "s-1", isOffline: false }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("The session has been signed out", "success");
    expect(mockState.signoutRedirect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("revokes an offline session after confirming", async () => {
    const realms = withSessions(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    const bobRow = (await within(table).findByRole("link", { name: "bob" })).closest("tr")!;
    await chooseMenuItem(user, within(bobRow).getByRole("button", { name: "Actions" }), "Revoke");
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke this offline session?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() =>
      expect(realms.deleteSession).toHaveBeenCalledWith({ realm: "master", session: "s-2", isOffline: true }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("signs out every active session after confirming, which ends the console's own session in its realm", async () => {
    const realms = withSessions(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/sessions");
    await chooseMenuItem(user, await screen.findByRole("button", { name: "Action" }), "Sign out all active sessions");
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out all active sessions?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(realms.logoutAll).toHaveBeenCalledWith({ realm: "master" }));
    await waitFor(() => expect(mockState.signoutRedirect).toHaveBeenCalled());
  });

  it("offers no sign-out to an admin who only views the realm", async () => {
    withSessions(["view-realm"]);
    await renderConsoleAt("/master/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    await within(table).findByRole("link", { name: "alice" });
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Action" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Revocation"]);
  });

  it("offers no header menu to an admin who views only users' sessions", async () => {
    withSessions(["view-users"]);
    await renderConsoleAt("/master/sessions");
    await within(await screen.findByRole("table", { name: "Sessions" })).findByRole("link", { name: "alice" });
    expect(screen.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
  });
});
