import type { SpiInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

export type ProviderRow = {
  spi: string;
  providers: { id: string; operationalInfo: [string, string][] }[];
};

/**
 * The SPIs, sorted, with their providers, sorted. A search keeps SPIs whose name contains it,
 * or failing that the providers whose id contains it (case-insensitive).
 */
export function filterProviders(spis: Record<string, SpiInfoRepresentation>, search: string): ProviderRow[] {
  const needle = search.trim().toLowerCase();
  return Object.entries(spis)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([spi, info]) => {
      const providers = Object.entries(info.providers ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, provider]) => ({ id, operationalInfo: Object.entries(provider.operationalInfo ?? {}) }));
      if (!needle || spi.toLowerCase().includes(needle)) return [{ spi, providers }];
      const matching = providers.filter((provider) => provider.id.toLowerCase().includes(needle));
      return matching.length > 0 ? [{ spi, providers: matching }] : [];
    });
}
