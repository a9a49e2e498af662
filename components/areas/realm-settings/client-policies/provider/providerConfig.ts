import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { configFieldKind, type ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configValuesSchema, type ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { fromConfigFormValues, toConfigFormValues, type ConfigFormValues } from "@/lib/dynamic-config/configValues";
import { z } from "@/lib/form/zod";

/** An executor's or condition's form: its provider type and that type's configuration. */
export type ProviderFormValues = { type: string; config: ConfigFormValues };

/** What an executor or condition stores: its provider id and a JSON configuration. */
export type ProviderConfiguration = Record<string, unknown>;

export const propertiesOf = (providers: readonly ComponentTypeRepresentation[], type: string): ConfigProperty[] =>
  (providers.find((provider) => provider.id === type)?.properties ?? []) as ConfigProperty[];

export function toProviderFormValues(
  providers: readonly ComponentTypeRepresentation[],
  type: string,
  configuration: ProviderConfiguration | undefined,
): ProviderFormValues {
  const stored = configuration as Record<string, string[]> | undefined;
  return { type, config: toConfigFormValues(propertiesOf(providers, type), stored) };
}

/**
 * The JSON configuration Keycloak keeps for a client policy provider: switches as booleans, multivalued settings as
 * lists, the rest as text (as its shipped profiles hold them); entries no property describes are kept as they were.
 */
export function fromProviderFormValues(
  providers: readonly ComponentTypeRepresentation[],
  { type, config }: ProviderFormValues,
): ProviderConfiguration {
  const properties = propertiesOf(providers, type);
  const entries = fromConfigFormValues(properties, config, "component") as Record<string, unknown>;
  const configuration: ProviderConfiguration = {};
  for (const [key, value] of Object.entries(entries)) {
    const property = properties.find((candidate) => candidate.name === key);
    if (!property || !Array.isArray(value)) {
      configuration[key] = value;
      continue;
    }
    const kind = configFieldKind(property);
    configuration[key] =
      kind === "boolean"
        ? value[0] === "true"
        : kind === "multivaluedList" || kind === "multivaluedString"
          ? value
          : value[0];
  }
  return configuration;
}

/** The type must be chosen; the chosen type's required settings must hold values. */
export function providerSchema(providers: readonly ComponentTypeRepresentation[], messages: ConfigSchemaMessages) {
  return z
    .object({ type: z.string().min(1, messages.required), config: z.record(z.string(), z.any()) })
    .superRefine((values, ctx) => {
      const result = configValuesSchema(propertiesOf(providers, values.type), messages).safeParse(values.config);
      for (const issue of result.success ? [] : result.error.issues)
        ctx.addIssue({ code: "custom", path: ["config", ...issue.path], message: issue.message });
    });
}
