import type { Rule } from "../types";

export const realmAdminEventsOff: Rule = {
  id: "realm-admin-events-off",
  severity: "low",
  title: "advisorAdminEventsOff",
  why: "advisorAdminEventsOffWhy",
  needs: ["eventsConfig"],
  check: ({ eventsConfig }) =>
    eventsConfig.adminEventsEnabled
      ? []
      : [
          {
            subject: { kind: "realm", tab: "events" },
            fix: {
              target: "eventsConfig",
              patch: { adminEventsEnabled: true },
              changes: [{ label: "advisorSaveAdminEvents", before: false, after: true }],
            },
          },
        ],
};
