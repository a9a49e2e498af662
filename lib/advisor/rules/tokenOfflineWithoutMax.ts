import type { Rule } from "../types";

export const tokenOfflineWithoutMax: Rule = {
  id: "token-offline-without-max",
  severity: "low",
  title: "advisorOfflineWithoutMax",
  why: "advisorOfflineWithoutMaxWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    realm.offlineSessionMaxLifespanEnabled
      ? []
      : [
          {
            subject: { kind: "realm", tab: "sessions" },
            fix: {
              target: "realm",
              patch: { offlineSessionMaxLifespanEnabled: true },
              changes: [{ label: "offlineSessionMaxLimited", before: false, after: true }],
            },
          },
        ],
};
