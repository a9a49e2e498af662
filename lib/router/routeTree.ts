import { indexRoute, realmRoute, rootRoute } from "./realmRoute";
// One line per area: each area's routes.ts exports the array of its routes (children of realmRoute).
import { dashboardRoutes } from "@/components/dashboard/routes";
import { realmsRoutes } from "@/components/realms/routes";

export const routeTree = rootRoute.addChildren([
  indexRoute,
  realmRoute.addChildren([
    ...dashboardRoutes,
    ...realmsRoutes,
  ]),
]);
