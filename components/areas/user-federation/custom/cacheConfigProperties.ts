import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { CACHE_DEFAULTS } from "../shared/cachePolicy";

/**
 * The cache settings Keycloak keeps on every user-storage component, which the official console shows under a custom
 * provider's own properties. Declared as config properties so the form converts and saves them as it does the
 * provider's; CacheSettingsFields renders them.
 */
const CACHE_CONFIG_PROPERTIES: readonly ConfigProperty[] = Object.entries(CACHE_DEFAULTS).map(
  ([name, defaultValue]) => ({
    name,
    type: "String",
    defaultValue,
  }),
);

/** The provider type's properties and, unless it declares them itself, the cache settings. */
export function withCacheProperties(properties: readonly ConfigProperty[]): ConfigProperty[] {
  const declared = new Set(properties.map(({ name }) => name));
  return [...properties, ...CACHE_CONFIG_PROPERTIES.filter(({ name }) => !declared.has(name))];
}
