import { tabRoute, tabbedRoutes } from "@/components/console/screenRoutes";
import { clientListTabs } from "./clientListTabs";
import { clientTabs } from "./details/clientTabs";

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
] as const;
