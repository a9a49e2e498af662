import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

const OrganizationsScreen = lazyRouteComponent(() => import("./OrganizationsScreen"));
const CreateOrganizationScreen = lazyRouteComponent(() => import("./CreateOrganizationScreen"));

export const organizationsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "organizations",
  component: OrganizationsScreen,
  staticData: { access: { any: ["query-groups"] }, title: "organizations" },
});

export const createOrganizationRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "organizations/new",
  component: CreateOrganizationScreen,
  staticData: { access: { any: ["manage-users"] }, title: "createOrganization" },
});

export const organizationsRoutes = [organizationsRoute, createOrganizationRoute] as const;
