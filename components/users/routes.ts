import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isUserListTab } from "./userListTabs";

const UsersScreen = lazyRouteComponent(() => import("./UsersScreen"));
const access = { any: ["query-users"] };

export const usersRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "users",
  component: UsersScreen,
  staticData: { access, title: "users" },
});

/** Tabs are routes: /{realm}/users/{tab}. */
export const usersTabRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "users/$tab",
  beforeLoad: ({ params }) => {
    if (!isUserListTab(params.tab)) throw notFound();
  },
  component: UsersScreen,
  staticData: { access, title: "users" },
});

export const usersRoutes = [usersRoute, usersTabRoute] as const;
