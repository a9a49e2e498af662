import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { withSessions } from "./sessionsFixture";
import { chooseMenuItem } from "../chooseMenuItem";

const NOT_BEFORE = 1_700_000_000;

async function openRevocation(permissions: readonly string[], notBefore = NOT_BEFORE) {
  const realms = withSessions(permissions);
  mockState.realms.master = { realm: "master", notBefore };
  const user = userEvent.setup();
  await renderConsoleAt("/master/sessions");
  await chooseMenuItem(user, await screen.findByRole("button", { name: "Action" }), "Revocation");
  const dialog = await screen.findByRole("dialog", { name: "Revocation" });
  return { realms, user, dialog };
}

describe("the realm's revocation", () => {
  it("shows the current not-before and sets it to now", async () => {
    const { realms, user, dialog } = await openRevocation(ALL_PERMISSIONS);
    expect(within(dialog).getByText("Not before").nextElementSibling?.querySelector("time")).toHaveAttribute(
      "datetime",
      new Date(NOT_BEFORE * 1000).toISOString(),
    );
    const before = Math.floor(Date.now() / 1000);
    await user.click(within(dialog).getByRole("button", { name: "Set to now" }));
    await waitFor(() => expect(realms.update).toHaveBeenCalled());
    const [query, rep] = realms.update.mock.calls[0];
    expect(query).toEqual({ realm: "master" });
    expect(rep.realm).toBe("master");
    expect(rep.notBefore).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(rep.notBefore)).toBe(true);
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Not before set for the realm", "success");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("clears the not-before", async () => {
    const { realms, user, dialog } = await openRevocation(ALL_PERMISSIONS);
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    await waitFor(() =>
      expect(realms.update).toHaveBeenCalledWith({ realm: "master" }, { realm: "master", notBefore: 0 }),
    );
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Not before cleared for the realm", "success");
  });

  it("pushes the not-before and reports who got it and who did not", async () => {
    const { realms, user, dialog } = await openRevocation(ALL_PERMISSIONS);
    realms.pushRevocation.mockResolvedValue({ successRequests: ["http://a/app"], failedRequests: ["http://b/app"] });
    await user.click(within(dialog).getByRole("button", { name: "Push" }));
    await waitFor(() => expect(realms.pushRevocation).toHaveBeenCalledWith({ realm: "master" }));
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Not before pushed to: http://a/app", "success");
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Not before could not be pushed to: http://b/app", "danger");
  });

  it("warns when no client has an admin URL", async () => {
    const { realms, user, dialog } = await openRevocation(ALL_PERMISSIONS);
    await user.click(within(dialog).getByRole("button", { name: "Push" }));
    await waitFor(() => expect(realms.pushRevocation).toHaveBeenCalled());
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith(
      "Nothing was pushed: no client of this realm has an admin URL or a registered cluster node.",
      "warning",
    );
  });

  it("keeps the dialog open with the server's error when a change fails", async () => {
    const { realms, user, dialog } = await openRevocation(ALL_PERMISSIONS, 0);
    expect(within(dialog).getByText("None")).toBeInTheDocument();
    realms.update.mockRejectedValue(new Error("boom"));
    await user.click(within(dialog).getByRole("button", { name: "Set to now" }));
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("notBeforeError", expect.anything()));
    expect(screen.getByRole("dialog", { name: "Revocation" })).toBeInTheDocument();
  });

  it("only shows the not-before to an admin who views the realm", async () => {
    const { dialog } = await openRevocation(["view-realm"]);
    expect(within(dialog).queryByRole("button", { name: "Set to now" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Push" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });
});
