import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromConfigFormValues } from "@/lib/dynamic-config/configValues";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { KEY_PROVIDER_TYPE } from "@/lib/queries/keyProviders";

/** The component to save: a new key provider of the realm, or the stored one with the form's name and config. */
export function fromKeyProviderValues(
  properties: readonly ConfigProperty[],
  providerId: string,
  realmId: string,
  values: NamedConfigValues,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...stored,
    name: values.name.trim(),
    providerId,
    providerType: KEY_PROVIDER_TYPE,
    parentId: stored?.parentId ?? realmId,
    config: fromConfigFormValues(properties, values.config, "component") as ComponentRepresentation["config"],
  };
}
