import { screenRoute, tabRoute, tabbedRoutes } from "@/components/console/screenRoutes";
import { clientListTabs } from "./clientListTabs";
import { clientTabs } from "./details/clientTabs";
import { clientScopesTabs, dedicatedScopeTabs } from "./details/client-scopes/clientScopesTabs";

export const clientsRoutes = [
  ...tabbedRoutes(clientListTabs, () => import("./ClientsScreen"), {
    access: { any: ["query-clients"] },
    title: "clients",
    nav: { group: "manage", order: 1, label: "clients" },
  }),
  tabRoute(clientTabs, () => import("./details/ClientDetailsScreen"), {
    access: { any: ["query-clients"] },
    title: "clientDetails",
  }),
  tabRoute(clientScopesTabs, () => import("./details/client-scopes/ClientScopesSubTabScreen"), {
    access: { any: ["view-clients"] },
    title: "clientDetails",
  }),
  ...tabbedRoutes(dedicatedScopeTabs, () => import("./details/client-scopes/dedicated/DedicatedScopeScreen"), {
    access: { any: ["view-clients"] },
    title: "dedicatedScopes",
  }),
  screenRoute(
    "clients/$clientId/clientScopes/dedicated/mappers/$mapperId",
    () => import("./details/client-scopes/dedicated/DedicatedMapperScreen"),
    { access: { any: ["view-clients"] }, title: "mappingDetails" },
  ),
] as const;
