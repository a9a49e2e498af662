import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

/**
 * /{realm}/groups[/{id}/{id}/…]: the splat is the path of ids down to the group whose subgroups are shown; an
 * empty splat is the top level, so this one route also answers /{realm}/groups.
 */
export const groupsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "groups/$",
  component: lazyRouteComponent(() => import("./GroupsScreen")),
  staticData: { access: { any: ["query-groups"] }, title: "groups" },
});

export const groupsRoutes = [groupsRoute] as const;
