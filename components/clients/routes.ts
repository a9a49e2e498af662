import { screenRoute, tabRoute, tabbedRoutes } from "@/components/console/screenRoutes";
import { clientListTabs } from "./clientListTabs";
import { clientTabs } from "./details/clientTabs";

export const clientsRoutes = [
  ...tabbedRoutes(clientListTabs, () => import("./ClientsScreen"), {
    access: { any: ["query-clients"] },
    title: "clients",
    nav: { group: "manage", order: 1, label: "clients" },
  }),
  screenRoute("clients/add-client", () => import("./add/CreateClientScreen"), {
    access: { any: ["manage-clients"] },
    title: "createClient",
  }),
  screenRoute("clients/import-client", () => import("./import/ImportClientScreen"), {
    access: { any: ["manage-clients"] },
    title: "importClient",
  }),
  tabRoute(clientTabs, () => import("./details/ClientDetailsScreen"), {
    access: { any: ["query-clients"] },
    title: "clientDetails",
  }),
] as const;
