import { screenRoute } from "@/components/console/screenRoutes";

export const clientScopesRoutes = [
  screenRoute("client-scopes", () => import("./ClientScopesScreen"), {
    access: { any: ["view-clients"] },
    title: "clientScopes",
    nav: { group: "manage", order: 2, label: "clientScopes" },
  }),
] as const;
