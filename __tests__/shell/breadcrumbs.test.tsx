import "./mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import { Breadcrumbs } from "@/components/shell/Breadcrumbs";
import { ALL_PERMISSIONS, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderWithRoutes } from "./renderConsole";

const ROUTES = [
  { path: "clients", title: "clients" },
  { path: "clients/$id/$tab", title: "clientScopes" },
];

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("Breadcrumbs", () => {
  it("links every level but the current one", async () => {
    renderWithRoutes(<Breadcrumbs />, { path: "/master/clients/42/settings", routes: ROUTES });
    const trail = await screen.findByRole("navigation", { name: "Breadcrumb" });
    const clients = within(trail).getByRole("link", { name: "Clients" });
    expect(clients).toHaveAttribute("href", "/master/clients");
    expect(clients).not.toHaveAttribute("aria-current");
    expect(within(trail).getByText("Client scopes")).toHaveAttribute("aria-current", "page");
  });

  it("is not shown with a single level", async () => {
    const { router } = renderWithRoutes(<Breadcrumbs />, { path: "/master/clients", routes: ROUTES });
    await waitFor(() => expect(router.state.status).toBe("idle"));
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).not.toBeInTheDocument();
  });
});
