import { tabList, type TabOf } from "@/lib/router/tabList";

export const eventTabs = tabList("events", ["user-events", "admin-events"], { bare: true, firstAtBare: true });

export type EventTab = TabOf<typeof eventTabs>;
