import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

export const realmRolesRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "roles",
  component: lazyRouteComponent(() => import("./RealmRolesScreen")),
  staticData: { access: { any: ["view-realm"] }, title: "realmRoles" },
});

export const newRealmRoleRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "roles/new",
  component: lazyRouteComponent(() => import("./CreateRoleScreen")),
  staticData: { access: { any: ["manage-realm"] }, title: "createRole" },
});

export const realmRolesRoutes = [realmRolesRoute, newRealmRoleRoute] as const;
