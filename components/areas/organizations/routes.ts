import { screenRoute, tabRoute } from "@/components/shell/screenRoutes";
import { organizationTabs } from "./details/organizationTabs";

export const organizationsRoutes = [
  screenRoute("organizations", () => import("./OrganizationsScreen"), {
    access: { any: ["query-groups"] },
    title: "organizations",
    nav: { group: "manage", order: 0, label: "organizations", organizationsOnly: true },
  }),
  screenRoute("organizations/new", () => import("./CreateOrganizationScreen"), {
    access: { any: ["manage-users"] },
    title: "createOrganization",
  }),
  tabRoute(organizationTabs, () => import("./details/OrganizationDetailsScreen"), {
    access: { any: ["manage-users"] },
    title: "organizationDetails",
  }),
] as const;
