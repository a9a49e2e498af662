import { screenRoute } from "@/components/console/screenRoutes";

export const identityProvidersRoutes = [
  screenRoute("identity-providers", () => import("./IdentityProvidersScreen"), {
    access: { any: ["view-identity-providers"] },
    title: "identityProviders",
  }),
] as const;
