import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isEventTab } from "./eventTabs";

const EventsScreen = lazyRouteComponent(() => import("./EventsScreen"));
const access = { any: ["view-events"] };

export const eventsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "events",
  component: EventsScreen,
  staticData: { access, title: "events" },
});

export const eventsTabRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "events/$tab",
  beforeLoad: ({ params }) => {
    if (!isEventTab(params.tab)) throw notFound();
  },
  component: EventsScreen,
  staticData: { access, title: "events" },
});

export const eventsRoutes = [eventsRoute, eventsTabRoute] as const;
