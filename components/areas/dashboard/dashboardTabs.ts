import { tabList, type TabOf } from "@/lib/router/tabList";

// "/{realm}/anything" would otherwise land on the dashboard; only its own tabs do.
export const dashboardTabs = tabList("", ["welcome", "info", "providers", "login-activity"], {
  bare: true,
  titles: { welcome: "welcomeTabTitle", info: "serverInfo", providers: "providerInfo" },
});

export type DashboardTab = TabOf<typeof dashboardTabs>;
