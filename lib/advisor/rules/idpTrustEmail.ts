import type { Rule } from "../types";
import { identityProviderSubject } from "../subjects";

export const idpTrustEmail: Rule = {
  id: "idp-trust-email",
  severity: "medium",
  title: "advisorTrustEmail",
  why: "advisorTrustEmailWhy",
  needs: ["identityProviders"],
  check: ({ identityProviders }) =>
    identityProviders
      .filter((provider) => provider.trustEmail === true)
      .map((provider) => ({
        subject: identityProviderSubject(provider),
        fix: {
          target: "identityProvider",
          patch: { trustEmail: false },
          changes: [{ label: "trustEmail", before: true, after: false }],
        },
      })),
};
