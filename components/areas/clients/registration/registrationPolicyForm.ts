import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromNamedConfigValues, toNamedConfigValues, type NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { REGISTRATION_POLICY_TYPE, type RegistrationPolicyKind } from "@/lib/queries/clientRegistrationPolicies";

/** The form values of a stored policy, or of a new one (no name yet) at its provider's defaults. */
export function toRegistrationPolicyValues(
  properties: readonly ConfigProperty[],
  stored: ComponentRepresentation | undefined,
): NamedConfigValues {
  return toNamedConfigValues(properties, "", stored);
}

/**
 * The component to save: the stored policy with the form's name and config, or a new policy of the provider for
 * that kind of request (the server makes the realm its parent).
 */
export function fromRegistrationPolicyValues(
  properties: readonly ConfigProperty[],
  target: { providerId: string; kind: RegistrationPolicyKind },
  values: NamedConfigValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...fromNamedConfigValues(properties, values, stored),
    providerId: target.providerId,
    providerType: REGISTRATION_POLICY_TYPE,
    subType: target.kind,
  };
}
