export const DASHBOARD_TABS = ["welcome", "info", "providers"] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(tab: string | undefined): tab is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | undefined)[]).includes(tab);
}
