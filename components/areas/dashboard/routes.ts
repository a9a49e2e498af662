import { tabbedRoutes } from "@/components/shell/screenRoutes";
import { dashboardTabs } from "./dashboardTabs";

export const dashboardRoutes = tabbedRoutes(
  dashboardTabs,
  () => import("./DashboardScreen"),
  { access: undefined },
  // the dashboard is the first screen, so it shows with the first load's messages alone
  { messages: "core" },
);
