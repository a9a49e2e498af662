import { screenRoute, tabRoute } from "@/components/shell/screenRoutes";
import { clientScopeTabs } from "./details/clientScopeTabs";

export const clientScopesRoutes = [
  screenRoute("client-scopes", () => import("./ClientScopesScreen"), {
    access: { any: ["view-clients"] },
    title: "clientScopes",
    nav: { group: "manage", order: 2, label: "clientScopes" },
  }),
  screenRoute("client-scopes/new", () => import("./CreateClientScopeScreen"), {
    access: { any: ["manage-clients"] },
    title: "createClientScope",
  }),
  tabRoute(clientScopeTabs, () => import("./details/ClientScopeDetailsScreen"), {
    access: { any: ["view-clients"] },
    title: "clientScopeDetails",
  }),
  screenRoute("client-scopes/$id/mappers/$mapperId", () => import("./details/ClientScopeMapperScreen"), {
    access: { any: ["view-clients"] },
    title: "mappingDetails",
  }),
] as const;
