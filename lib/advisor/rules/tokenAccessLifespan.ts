import type { Rule } from "../types";

const HOUR = 3600;
// Keycloak's default for a new realm
const DEFAULT_LIFESPAN = 300;

export const tokenAccessLifespan: Rule = {
  id: "token-access-lifespan",
  severity: "medium",
  title: "advisorAccessTokenLifespan",
  why: "advisorAccessTokenLifespanWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    (realm.accessTokenLifespan ?? 0) > HOUR
      ? [
          {
            subject: { kind: "realm", tab: "tokens" },
            fix: {
              target: "realm",
              patch: { accessTokenLifespan: DEFAULT_LIFESPAN },
              changes: [
                {
                  label: "accessTokenLifespan",
                  before: String(realm.accessTokenLifespan),
                  after: String(DEFAULT_LIFESPAN),
                },
              ],
            },
          },
        ]
      : [],
};
