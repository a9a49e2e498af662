import { tabbedRoutes } from "@/components/console/screenRoutes";
import { dashboardTabs } from "./dashboardTabs";

export const dashboardRoutes = tabbedRoutes(dashboardTabs, () => import("./DashboardScreen"), { access: undefined });
