import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { fromNamedConfigValues, type NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
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
    ...fromNamedConfigValues(properties, values, stored),
    providerId,
    providerType: KEY_PROVIDER_TYPE,
    parentId: stored?.parentId ?? realmId,
  };
}
