import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { Rule } from "../types";
import { identityProviderSubject } from "../subjects";

// The generic OpenID Connect and SAML providers, whose signature checking is a setting: left off, anyone on the way may
// write the user's profile. Social providers have no such setting and are not counted.
const CHECKS_SIGNATURES = new Set(["oidc", "keycloak-oidc", "saml"]);
const untrusted = (provider: IdentityProviderRepresentation) =>
  CHECKS_SIGNATURES.has(provider.providerId ?? "") && provider.config?.validateSignature !== "true";

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
