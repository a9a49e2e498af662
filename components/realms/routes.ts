import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

export const createRealmRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "add-realm",
  component: lazyRouteComponent(() => import("./CreateRealmScreen")),
  // The spec adds "createRealm true" to view-realm; that is the user's flag, checked by the screen.
  staticData: { access: { any: ["view-realm"] }, title: "createRealm" },
});

export const realmsRoutes = [createRealmRoute] as const;
