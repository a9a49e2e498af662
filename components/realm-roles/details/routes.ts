import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isRoleTab } from "./roleTabs";

const RoleDetailsScreen = lazyRouteComponent(() => import("./RoleDetailsScreen"));

export const roleDetailsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "roles/$id/$tab",
  beforeLoad: ({ params }) => {
    if (!isRoleTab(params.tab)) throw notFound();
  },
  component: RoleDetailsScreen,
  staticData: { access: { any: ["view-realm", "view-users"] }, title: "roleDetails" },
});

export const roleDetailsRoutes = [roleDetailsRoute] as const;
