import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isDashboardTab } from "./dashboardTabs";

const DashboardScreen = lazyRouteComponent(() => import("./DashboardScreen"));

export const dashboardRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "/",
  component: DashboardScreen,
  staticData: { access: undefined },
});

export const dashboardTabRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "$tab",
  // "/{realm}/anything" would otherwise land here; only the dashboard's own tabs do.
  beforeLoad: ({ params }) => {
    if (!isDashboardTab(params.tab)) throw notFound();
  },
  component: DashboardScreen,
  staticData: { access: undefined },
});

export const dashboardRoutes = [dashboardRoute, dashboardTabRoute] as const;
