import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

const IdentityProvidersScreen = lazyRouteComponent(() => import("./IdentityProvidersScreen"));

export const identityProvidersRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "identity-providers",
  component: IdentityProvidersScreen,
  staticData: { access: { any: ["view-identity-providers"] }, title: "identityProviders" },
});

export const identityProvidersRoutes = [identityProvidersRoute] as const;
