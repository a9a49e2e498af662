import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "@/lib/form/zod";
import type { ConfigProperty, StoredConfig } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { REGISTRATION_POLICY_TYPE, type RegistrationPolicyKind } from "@/lib/queries/clientRegistrationPolicies";

export type RegistrationPolicyValues = { name: string; config: ConfigFormValues };

/** A policy's name (required) and its provider's properties, each checked as the provider declares. */
export function registrationPolicySchema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages) {
  return z.object({
    name: z.string().refine((name) => name.trim().length > 0, messages.required),
    config: configValuesSchema(properties, messages),
  });
}

/** The form values of a stored policy, or of a new one (no name yet) at its provider's defaults. */
export function toRegistrationPolicyValues(
  properties: readonly ConfigProperty[],
  stored: ComponentRepresentation | undefined,
): RegistrationPolicyValues {
  return {
    name: stored?.name ?? "",
    config: toConfigFormValues(properties, stored?.config as StoredConfig | undefined),
  };
}

/**
 * The component to save: the stored policy with the form's name and config, or a new policy of the provider for
 * that kind of request (the server makes the realm its parent).
 */
export function fromRegistrationPolicyValues(
  properties: readonly ConfigProperty[],
  target: { providerId: string; kind: RegistrationPolicyKind },
  values: RegistrationPolicyValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    name: values.name.trim(),
    providerId: target.providerId,
    providerType: REGISTRATION_POLICY_TYPE,
    subType: target.kind,
    config: fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"],
  };
}
