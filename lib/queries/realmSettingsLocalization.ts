"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type EffectiveMessageBundleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/effectiveMessageBundleRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import type { TableLoader, TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

/** One realm override: a message key and the realm's text for it in one locale. */
export type Override = { key: string; value: string };

/** What the effective message bundles are searched by; theme, type and locale are required, words optional. */
export type BundleFilter = { theme: string; themeType: string; locale: string; words: string[] };

export const localizationKeys = {
  all: (realm: string) => [...realmKey(realm), "localization"] as const,
  overrides: (realm: string, locale: string) => [...localizationKeys.all(realm), "overrides", locale] as const,
  // under the table's key, so that the table's refresh fetches the map again
  texts: (realm: string, locale: string) => [...localizationKeys.overrides(realm, locale), "texts"] as const,
  locales: (realm: string) => [...localizationKeys.all(realm), "locales"] as const,
  bundles: (realm: string, filter: BundleFilter) => [...localizationKeys.all(realm), "bundles", filter] as const,
  bundleEntries: (realm: string, filter: BundleFilter) =>
    [...localizationKeys.bundles(realm, filter), "entries"] as const,
};

/** How long a fetched map pages the table without asking again; a write or the table's refresh fetches it at once. */
const MAP_FRESH_MS = 60_000;

/** A locale's overrides as rows sorted by key, so every page is cut from one sorted list. */
export function toOverrideRows(texts: Record<string, string>): Override[] {
  return Object.entries(texts)
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The rows whose key or text holds the search (case-insensitive), cut to [first, first + max). */
export function pageOverrides(rows: readonly Override[], first: number, max: number, search: string): Override[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return rows.slice(first, first + max);
  const page: Override[] = [];
  let skipped = 0;
  for (const row of rows) {
    if (!row.key.toLocaleLowerCase().includes(needle) && !row.value.toLocaleLowerCase().includes(needle)) continue;
    if (skipped < first) skipped += 1;
    else if (page.push(row) === max) break;
  }
  return page;
}

/**
 * The realm overrides of one locale, one page at a time. Keycloak's GET /localization/{locale} answers the whole map
 * (it ignores first and max), so the map is fetched once, cached sorted, and paged and searched in the browser.
 */
export function useOverridesSource(realm: string, locale: string): TableSource<Override> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const loader = useCallback<TableLoader<Override>>(
    async (first, max, search) => {
      const rows = await queryClient.fetchQuery({
        queryKey: localizationKeys.texts(realm, locale),
        staleTime: MAP_FRESH_MS,
        queryFn: async () =>
          toOverrideRows(await adminClient.realms.getRealmLocalizationTexts({ realm, selectedLocale: locale })),
      });
      return pageOverrides(rows, first, max, search);
    },
    [adminClient, queryClient, realm, locale],
  );
  return { queryKey: localizationKeys.overrides(realm, locale), loader };
}

/** What a change of one locale's overrides makes stale: its table's pages and the cached map under them. */
const localeKeys = (realm: string, locale: string) => [
  localizationKeys.overrides(realm, locale),
  localizationKeys.locales(realm),
];

/** PUT /localization/{locale}/{key} (text/plain): adds or changes one override. */
export function useSaveOverride(realm: string, mode: "add" | "update") {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ locale, key, value }: Override & { locale: string }) =>
      adminClient.realms.addLocalization({ realm, selectedLocale: locale, key }, value),
    {
      successKey: mode === "add" ? "addTranslationSuccess" : "updateTranslationSuccess",
      errorKey: mode === "add" ? "addTranslationError" : "updateTranslationError",
      keys: ({ locale }) => localeKeys(realm, locale),
    },
  );
}

/** DELETE /localization/{locale}/{key} for each key, as Keycloak's console removes the selected overrides. */
export function useDeleteOverrides(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ locale, keys }: { locale: string; keys: string[] }) =>
      Promise.all(
        keys.map((key) => adminClient.realms.deleteRealmLocalizationTexts({ realm, selectedLocale: locale, key })),
      ),
    {
      successKey: "deleteAllTranslationsSuccess",
      errorKey: "deleteAllTranslationsError",
      keys: ({ locale }) => localeKeys(realm, locale),
    },
  );
}

/** Whether a bundle entry holds any of the words in its key or text, as Keycloak's search "has words". */
export function hasAnyWord(entry: EffectiveMessageBundleRepresentation, words: readonly string[]): boolean {
  return words.length === 0 || words.some((word) => entry.key.includes(word) || entry.value.includes(word));
}

/**
 * GET /resources/{realm}/{themeType}/{locale}?theme=&source=true: the texts a theme shows in the realm, with whether
 * the theme or the realm's overrides gave each; the server answers them whole, so the table pages in the browser.
 */
export function useEffectiveBundlesSource(
  realm: string,
  filter: BundleFilter | undefined,
): TableSource<EffectiveMessageBundleRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const loader = useCallback<TableLoader<EffectiveMessageBundleRepresentation>>(
    async (first, max) => {
      if (!filter) return [];
      const entries = await queryClient.fetchQuery({
        queryKey: localizationKeys.bundleEntries(realm, filter),
        staleTime: MAP_FRESH_MS,
        queryFn: async () => {
          const { words, ...query } = filter;
          const all = await adminClient.serverInfo.findEffectiveMessageBundles({ realm, ...query, source: true });
          return all
            .filter((entry) => hasAnyWord(entry, words))
            .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        },
      });
      return entries.slice(first, first + max);
    },
    [adminClient, queryClient, realm, filter],
  );
  return { queryKey: filter ? localizationKeys.bundles(realm, filter) : localizationKeys.all(realm), loader };
}

/** GET /localization: the locales the realm has overrides for. */
export function useOverrideLocales(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: localizationKeys.locales(realm),
    queryFn: () => adminClient.realms.getRealmSpecificLocales({ realm }),
  });
}
