export const EVENT_TABS = ["user-events", "admin-events"] as const;

export type EventTab = (typeof EVENT_TABS)[number];

export function isEventTab(tab: string | undefined): tab is EventTab {
  return (EVENT_TABS as readonly (string | undefined)[]).includes(tab);
}
