// Keycloak 26.7's built-in authentication flows (with the configs their executions name) and required actions, added
// to a realm whose export lacks them (a realm export from kc.sh always carries them; hand-written seeds usually do
// not).
import { randomUUID } from "node:crypto";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../store/model.js";
import { REQUIRED_ACTIONS } from "./authenticationProviders.js";
import { CONFIGS, FLOWS } from "./builtinFlows.js";

export function defaultRequiredActions(): RequiredActionProviderRepresentation[] {
  return REQUIRED_ACTIONS.map(([alias, name, enabled, priority]) => ({
    alias,
    name,
    providerId: alias,
    enabled,
    defaultAction: false,
    priority,
    config: {},
  }));
}

/** Adds the built-in flows and required actions when the realm has none; true when it changed the realm. */
export function ensureAuthenticationDefaults(realm: RealmData): boolean {
  let changed = false;
  if (realm.requiredActions.length === 0) {
    realm.requiredActions = defaultRequiredActions();
    changed = true;
  }
  if (realm.authenticationFlows.size === 0) {
    for (const [alias, config] of Object.entries(CONFIGS)) {
      const id = randomUUID();
      realm.authenticatorConfig.set(id, { id, alias, config: { ...config } });
    }
    for (const spec of FLOWS) {
      const id = randomUUID();
      realm.authenticationFlows.set(id, {
        id,
        alias: spec.alias,
        description: spec.description,
        providerId: spec.providerId,
        topLevel: spec.topLevel,
        builtIn: true,
        authenticationExecutions: spec.steps.map((step) => {
          const form = "flow" in step ? FLOWS.find((f) => f.alias === step.flow)?.formAuthenticator : undefined;
          return {
            ...("flow" in step
              ? { flowAlias: step.flow, authenticatorFlow: true, autheticatorFlow: true }
              : { authenticator: step.authenticator, authenticatorFlow: false, autheticatorFlow: false }),
            ...(form ? { authenticator: form } : {}),
            ...(step.config ? { authenticatorConfig: step.config } : {}),
            requirement: step.requirement,
            priority: step.priority,
            userSetupAllowed: false,
          };
        }),
      });
    }
    changed = true;
  }
  return changed;
}
