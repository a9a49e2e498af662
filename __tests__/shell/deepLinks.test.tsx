import "./mockModules";
import { screen } from "@testing-library/react";
import { ALL_PERMISSIONS, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderConsoleAt } from "./renderConsole";

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("the not-found handler", () => {
  it("sends an official console's path on to the screen it names, replacing the history entry", async () => {
    const { router } = await renderConsoleAt("/master/realm-settings/themes/settings");
    // the screen's chunk loads after the redirect: its selected tab shows once both are done
    expect(await screen.findByRole("tab", { name: "Themes", selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/realm-settings/themes");
    expect(router.history.length).toBe(1);
    expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
  });

  it("keeps Page Not Found for a path neither console has", async () => {
    const { router } = await renderConsoleAt("/master/realm-settings/themes/nonsense");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/realm-settings/themes/nonsense");
  });
});
