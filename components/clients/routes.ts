import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

// Only the list exists in this issue, so the screen has no tabs and no /clients/{tab} route.
export const clientsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "clients",
  component: lazyRouteComponent(() => import("./ClientsScreen")),
  staticData: { access: { any: ["query-clients"] }, title: "clients" },
});

export const clientsRoutes = [clientsRoute] as const;
