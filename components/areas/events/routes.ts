import { tabbedRoutes } from "@/components/shell/screenRoutes";
import { eventTabs } from "./eventTabs";

export const eventsRoutes = tabbedRoutes(eventTabs, () => import("./EventsScreen"), {
  access: { any: ["view-events"] },
  title: "events",
  nav: { group: "manage", order: 7, label: "events" },
});
