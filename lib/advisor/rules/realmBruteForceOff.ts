import type { Rule } from "../types";

export const realmBruteForceOff: Rule = {
  id: "realm-brute-force-off",
  severity: "medium",
  title: "advisorBruteForceOff",
  why: "advisorBruteForceOffWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    realm.bruteForceProtected
      ? []
      : [
          {
            subject: { kind: "realm", tab: "security-defenses" },
            fix: {
              target: "realm",
              patch: { bruteForceProtected: true },
              changes: [{ label: "bruteForceDetection", before: false, after: true }],
            },
          },
        ],
};
