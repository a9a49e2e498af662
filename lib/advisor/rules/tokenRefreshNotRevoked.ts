import type { Rule } from "../types";

export const tokenRefreshNotRevoked: Rule = {
  id: "token-refresh-not-revoked",
  severity: "low",
  title: "advisorRefreshNotRevoked",
  why: "advisorRefreshNotRevokedWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    realm.revokeRefreshToken
      ? []
      : [
          {
            subject: { kind: "realm", tab: "tokens" },
            fix: {
              target: "realm",
              patch: { revokeRefreshToken: true },
              changes: [{ label: "revokeRefreshToken", before: false, after: true }],
            },
          },
        ],
};
