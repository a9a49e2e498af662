import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isUserTab } from "./userTabs";

const UserDetailsScreen = lazyRouteComponent(() => import("./UserDetailsScreen"));

export const userDetailsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "users/$id/$tab",
  beforeLoad: ({ params }) => {
    if (!isUserTab(params.tab)) throw notFound();
  },
  component: UserDetailsScreen,
  staticData: { access: { any: ["query-users"] }, title: "userDetails" },
});

export const userDetailsRoutes = [userDetailsRoute] as const;
