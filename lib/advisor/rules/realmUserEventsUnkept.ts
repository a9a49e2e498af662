import type { Rule } from "../types";

/** User events not saved, or saved forever (the event store then grows without end). */
export const realmUserEventsUnkept: Rule = {
  id: "realm-user-events-unkept",
  severity: "low",
  title: "advisorUserEventsUnkept",
  why: "advisorUserEventsUnkeptWhy",
  needs: ["eventsConfig"],
  check: ({ eventsConfig }) =>
    !eventsConfig.eventsEnabled || !eventsConfig.eventsExpiration
      ? [{ subject: { kind: "realm", tab: "events" } }]
      : [],
};
