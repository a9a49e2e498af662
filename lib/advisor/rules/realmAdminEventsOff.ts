import type { Rule } from "../types";

export const realmAdminEventsOff: Rule = {
  id: "realm-admin-events-off",
  severity: "low",
  title: "advisorAdminEventsOff",
  why: "advisorAdminEventsOffWhy",
  check: ({ eventsConfig }) =>
    eventsConfig.adminEventsEnabled
      ? []
      : [
          {
            subject: { kind: "realm", tab: "events" },
            fix: {
              target: "eventsConfig",
              patch: { adminEventsEnabled: true },
              changes: [{ label: "saveEvents", before: false, after: true }],
            },
          },
        ],
};
