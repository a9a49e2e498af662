import { screenRoute } from "@/components/console/screenRoutes";

// Only the list exists so far, so the screen has no tabs and no /clients/{tab} route.
export const clientsRoutes = [
  screenRoute("clients", () => import("./ClientsScreen"), {
    access: { any: ["query-clients"] },
    title: "clients",
    nav: { group: "manage", order: 1, label: "clients" },
  }),
] as const;
