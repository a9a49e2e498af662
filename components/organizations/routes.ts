import { screenRoute } from "@/components/console/screenRoutes";

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
] as const;
