import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromConfigFormValues } from "@/lib/dynamic-config/configValues";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";

/** The component to save: the stored one with the form's name and config (keys no property names kept), or a new one. */
export function fromComponentConfigValues(
  properties: readonly ConfigProperty[],
  target: { providerId: string; providerType: string; parentId: string },
  values: NamedConfigValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    ...target,
    parentId: stored?.parentId ?? target.parentId,
    name: values.name.trim(),
    config: {
      ...stored?.config,
      ...(fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"]),
    },
  };
}
