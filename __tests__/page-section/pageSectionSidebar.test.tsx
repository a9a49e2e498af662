import "../shell/mockModules";
import { screen, within } from "@testing-library/react";
import { Sidebar } from "@/components/shell/Sidebar";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "../shell/consoleMocks";
import { renderWithRoutes } from "../shell/renderConsole";

// The page-section route is registered, so the sidebar lists the server's page providers in the Configure group
// when the declarative UI feature is on, to admins who may open the route (view-realm).

const ROUTES = ["realm-settings", "identity-providers", "page-section/$providerId"];
const PAGE_PROVIDER = "org.keycloak.services.ui.extend.UiPageProvider";

const withPages = (enabled: boolean) => {
  mockState.serverInfo = {
    features: [{ name: "DECLARATIVE_UI", enabled } as never],
    componentTypes: { [PAGE_PROVIDER]: [{ id: "Todo", properties: [] } as never] },
  };
};

const configureLinks = () =>
  within(screen.getByRole("navigation", { name: "Configure" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("provider pages in the sidebar", () => {
  it("lists the page providers after the Configure items, linked to their page", async () => {
    withPages(true);
    renderWithRoutes(<Sidebar />, { path: "/master", routes: ROUTES });
    expect(await screen.findByRole("link", { name: "Todo" })).toHaveAttribute("href", "/master/page-section/Todo");
    expect(configureLinks()).toEqual(["Realm settings", "Identity providers", "Todo"]);
  });

  it("names a page as the admin messages do when they know its id, as an extension's theme names its page", async () => {
    withPages(true);
    renderWithRoutes(<Sidebar />, { path: "/master", routes: ROUTES, messages: { Todo: "Example: to-do list" } });
    expect(await screen.findByRole("link", { name: "Example: to-do list" })).toHaveAttribute(
      "href",
      "/master/page-section/Todo",
    );
  });

  it("lists none when the declarative UI feature is off", async () => {
    withPages(false);
    renderWithRoutes(<Sidebar />, { path: "/master", routes: ROUTES });
    await screen.findByRole("navigation", { name: "Configure" });
    expect(configureLinks()).toEqual(["Realm settings", "Identity providers"]);
  });

  it("lists none to an admin without view-realm", async () => {
    withPages(true);
    mockState.whoAmI = whoAmIWith(["view-identity-providers"]);
    renderWithRoutes(<Sidebar />, { path: "/master", routes: ROUTES });
    await screen.findByRole("navigation", { name: "Configure" });
    expect(configureLinks()).toEqual(["Identity providers"]);
  });
});
