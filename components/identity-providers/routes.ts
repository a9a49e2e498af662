import { screenRoute } from "@/components/console/screenRoutes";

export const identityProvidersRoutes = [
  screenRoute("identity-providers", () => import("./IdentityProvidersScreen"), {
    access: { any: ["view-identity-providers"] },
    title: "identityProviders",
    nav: { group: "configure", order: 3, label: "identityProviders" },
  }),
] as const;
