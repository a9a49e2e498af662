import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { Rule } from "../types";
import { identityProviderSubject } from "../subjects";

// a provider whose answers Keycloak does not check the signature of: anyone on the way may write the user's profile
const untrusted = (provider: IdentityProviderRepresentation) => provider.config?.validateSignature !== "true";

export const idpForceSyncUntrusted: Rule = {
  id: "idp-force-sync-untrusted",
  severity: "medium",
  title: "advisorForceSyncUntrusted",
  why: "advisorForceSyncUntrustedWhy",
  needs: ["identityProviders"],
  check: ({ identityProviders }) =>
    identityProviders
      .filter((provider) => provider.config?.syncMode === "FORCE" && untrusted(provider))
      .map((provider) => ({
        subject: identityProviderSubject(provider),
        fix: {
          target: "identityProvider",
          patch: { config: { ...provider.config, syncMode: "IMPORT" } },
          changes: [{ label: "syncMode", before: "FORCE", after: "IMPORT" }],
        },
      })),
};
