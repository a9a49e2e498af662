import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

export const sessionsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "sessions",
  component: lazyRouteComponent(() => import("./SessionsScreen")),
  staticData: { access: { any: ["view-realm", "view-clients", "view-users"] }, title: "sessions" },
});

export const sessionsRoutes = [sessionsRoute] as const;
