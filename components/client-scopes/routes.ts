import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

export const clientScopesRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "client-scopes",
  component: lazyRouteComponent(() => import("./ClientScopesScreen")),
  staticData: { access: { any: ["view-clients"] }, title: "clientScopes" },
});

export const clientScopesRoutes = [clientScopesRoute] as const;
