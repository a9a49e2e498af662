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

/**
 * Adds the required actions when the realm has none, and each built-in flow the realm has no flow of that alias for
 * (with the configs its executions name), as Keycloak's import does; true when it changed the realm.
 */
export function ensureAuthenticationDefaults(realm: RealmData): boolean {
  let changed = false;
  if (realm.requiredActions.length === 0) {
    realm.requiredActions = defaultRequiredActions();
    changed = true;
  }
  const flowAliases = new Set([...realm.authenticationFlows.values()].map((f) => f.alias));
  const configAliases = new Set([...realm.authenticatorConfig.values()].map((c) => c.alias));
  for (const spec of FLOWS) {
    if (flowAliases.has(spec.alias)) continue;
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
        if (step.config && !configAliases.has(step.config)) {
          const configId = randomUUID();
          realm.authenticatorConfig.set(configId, {
            id: configId,
            alias: step.config,
            config: { ...CONFIGS[step.config] },
          });
          configAliases.add(step.config);
        }
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
    changed = true;
  }
  return changed;
}
