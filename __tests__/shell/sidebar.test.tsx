import "./mockModules";
import { screen, within } from "@testing-library/react";
import { Sidebar } from "@/components/shell/Sidebar";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderWithRoutes } from "./renderConsole";

const AREA_ROUTES = [
  "add-realm",
  "organizations",
  "clients",
  "client-scopes",
  "roles",
  "users",
  "groups/$",
  "sessions",
  "events/{-$tab}",
  "realm-settings",
  "authentication",
  "identity-providers",
  "user-federation",
];

const linksIn = (group: string) =>
  within(screen.getByRole("navigation", { name: group }))
    .getAllByRole("link")
    .map((link) => link.textContent);

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("Sidebar", () => {
  it("shows an admin both groups with every item, linked to the realm's pages", async () => {
    renderWithRoutes(<Sidebar />, { path: "/master", routes: AREA_ROUTES });
    await screen.findByRole("navigation", { name: "Manage" });
    expect(linksIn("Manage")).toEqual([
      "Clients",
      "Client scopes",
      "Realm roles",
      "Users",
      "Groups",
      "Sessions",
      "Events",
    ]);
    expect(linksIn("Configure")).toEqual(["Realm settings", "Authentication", "Identity providers", "User federation"]);
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("href", "/master/users");
    expect(screen.getByRole("link", { name: "Groups" })).toHaveAttribute("href", "/master/groups");
  });

  it("shows a user with only query-users nothing but Users", async () => {
    mockState.whoAmI = whoAmIWith(["query-users"]);
    renderWithRoutes(<Sidebar />, { path: "/master", routes: AREA_ROUTES });
    await screen.findByRole("navigation", { name: "Manage" });
    expect(linksIn("Manage")).toEqual(["Users"]);
    expect(screen.queryByRole("navigation", { name: "Configure" })).not.toBeInTheDocument();
  });

  it("lists organizations only when the feature and the realm flag are both on", async () => {
    mockState.serverInfo = { features: [{ name: "ORGANIZATION", enabled: true } as never] };
    mockState.realms.master = { realm: "master", organizationsEnabled: false };
    const { unmount } = renderWithRoutes(<Sidebar />, { path: "/master", routes: AREA_ROUTES });
    await screen.findByRole("navigation", { name: "Manage" });
    expect(screen.queryByRole("link", { name: "Organizations" })).not.toBeInTheDocument();
    unmount();

    mockState.realms.master = { realm: "master", organizationsEnabled: true };
    renderWithRoutes(<Sidebar />, { path: "/master", routes: AREA_ROUTES });
    expect(await screen.findByRole("link", { name: "Organizations" })).toHaveAttribute("href", "/master/organizations");
  });

  it("leaves out areas that have no route yet", async () => {
    renderWithRoutes(<Sidebar />, { path: "/master", routes: ["users"] });
    await screen.findByRole("navigation", { name: "Manage" });
    expect(linksIn("Manage")).toEqual(["Users"]);
    expect(screen.queryByRole("navigation", { name: "Configure" })).not.toBeInTheDocument();
  });

  it("hides both groups on the create-realm page", async () => {
    renderWithRoutes(<Sidebar />, { path: "/master/add-realm", routes: AREA_ROUTES });
    await screen.findByRole("button", { name: /master\W+choose another realm/ });
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("marks the current page", async () => {
    renderWithRoutes(<Sidebar />, { path: "/master/users", routes: AREA_ROUTES });
    expect(await screen.findByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  });
});
