import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isAuthenticationTab } from "./authenticationTabs";

const AuthenticationScreen = lazyRouteComponent(() => import("./AuthenticationScreen"));
const access = { any: ["view-realm", "view-identity-providers", "view-clients"] };

export const authenticationRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "authentication",
  component: AuthenticationScreen,
  staticData: { access, title: "authentication" },
});

export const authenticationTabRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "authentication/$tab",
  beforeLoad: ({ params }) => {
    if (!isAuthenticationTab(params.tab)) throw notFound();
  },
  component: AuthenticationScreen,
  staticData: { access, title: "authentication" },
});

export const authenticationRoutes = [authenticationRoute, authenticationTabRoute] as const;
