// What Keycloak 26.7's authenticator factories declare besides their names (authenticatorCatalog.ts): the requirement
// choices an execution of theirs offers, whether it takes a configuration, and that configuration's properties
// (config-description); and the configuration properties of the configurable required actions.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "./authenticationProviders.js";
import { PROVIDERS, REQUIRED_ACTION_PROPERTIES, type Requirement } from "./authenticatorCatalog.js";

/** the choices of an authenticator this server does not know */
const GENERIC: Requirement[] = ["REQUIRED", "ALTERNATIVE", "DISABLED"];

export type { Requirement } from "./authenticatorCatalog.js";

const EXECUTABLE = { ...PROVIDERS.authenticators, ...PROVIDERS.formActions, ...PROVIDERS.clientAuthenticators };

/** config properties of the configurable authenticators (their getConfigProperties) */
export const CONFIG_PROPERTIES: Record<string, ConfigPropertyRepresentation[]> = Object.fromEntries(
  Object.entries(EXECUTABLE).map(([id, p]) => [id, p.properties ?? []]),
);

export function requirementChoices(providerId: string): Requirement[] {
  return Object.hasOwn(EXECUTABLE, providerId) ? EXECUTABLE[providerId].requirementChoices : GENERIC;
}

export function isConfigurable(providerId: string): boolean {
  return Object.hasOwn(EXECUTABLE, providerId) && EXECUTABLE[providerId].configurable;
}

/** display name and help text of any authenticator, form action, form or client authenticator */
export function providerInfo(providerId: string): [string, string] | undefined {
  const tables = [AUTHENTICATORS, FORM_ACTIONS, CLIENT_AUTHENTICATORS, FORMS];
  for (const table of tables) if (Object.hasOwn(table, providerId)) return table[providerId];
  return undefined;
}

/** the provider table an execution's authenticator comes from, by its flow's type (getProviderFactory) */
export function providersForFlowType(flowProviderId: string | undefined): Record<string, [string, string]> {
  if (flowProviderId === "client-flow") return CLIENT_AUTHENTICATORS;
  if (flowProviderId === "form-flow") return FORM_ACTIONS;
  return AUTHENTICATORS;
}

export const MAX_AUTH_AGE = "max_auth_age";

export function requiredActionConfigProperties(providerId: string): ConfigPropertyRepresentation[] | undefined {
  return Object.hasOwn(REQUIRED_ACTION_PROPERTIES, providerId) ? REQUIRED_ACTION_PROPERTIES[providerId] : undefined;
}
