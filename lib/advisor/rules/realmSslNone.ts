import type { Rule } from "../types";

export const realmSslNone: Rule = {
  id: "realm-ssl-none",
  severity: "high",
  title: "advisorSslNone",
  why: "advisorSslNoneWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    realm.sslRequired === "none"
      ? [
          {
            subject: { kind: "realm", tab: "general" },
            fix: {
              target: "realm",
              patch: { sslRequired: "external" },
              changes: [
                {
                  label: "requireSsl",
                  before: "none",
                  after: "external",
                  shownAs: { before: "sslTypeNone", after: "sslTypeExternal" },
                },
              ],
            },
          },
        ]
      : [],
};
