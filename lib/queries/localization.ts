"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type EffectiveMessageBundleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/effectiveMessageBundleRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";
import { DEFAULT_LOCALE } from "@/lib/i18n/serverTranslations";
import { localeCoverage, themeEnglish, type LocaleCoverage } from "@/lib/i18n/translationCoverage";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { coreMessages } from "@/messages/en/core";
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
  coverage: (realm: string) => [...localizationKeys.all(realm), "coverage"] as const,
  coverageOf: (realm: string, locales: readonly string[]) => [...localizationKeys.coverage(realm), locales] as const,
  missing: (realm: string, locales: readonly string[], locale: string) =>
    [...localizationKeys.coverage(realm), "missing", locales, locale] as const,
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
  localizationKeys.coverage(realm),
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

/** A console message key the locale shows in English, with that English text. */
export type MissingKey = { key: string; english: string };

function useCoverageQuery(realm: string, locales: readonly string[]) {
  const adminClient = useAdminClient();
  return {
    queryKey: localizationKeys.coverageOf(realm, locales),
    queryFn: async (): Promise<{ coverage: LocaleCoverage[]; english: Record<string, string> }> => {
      const bundled = { ...coreMessages, ...(await loadAreaMessages()) };
      const read = (locale: string) =>
        adminClient.serverInfo.findEffectiveMessageBundles({ realm, themeType: "admin", locale, source: true });
      const others = locales.filter((locale) => locale !== DEFAULT_LOCALE);
      const [englishTexts, ...otherTexts] = await Promise.all([read(DEFAULT_LOCALE), ...others.map(read)]);
      const textsOf = (locale: string) =>
        locale === DEFAULT_LOCALE ? englishTexts : otherTexts[others.indexOf(locale)];
      const english = themeEnglish(englishTexts, bundled);
      const keys = Object.keys(bundled);
      return {
        coverage: locales.map((locale) => localeCoverage(locale, keys, english, textsOf(locale))),
        english,
      };
    },
  };
}

/**
 * How each of `locales` covers the console's message keys (its own English files): translated by the server's admin
 * theme, overridden by the realm, or missing. One GET /resources/{realm}/admin/{locale}?source=true per locale.
 */
export function useTranslationCoverage(realm: string, locales: readonly string[]) {
  return useQuery(useCoverageQuery(realm, locales));
}

/** The keys `locale` lacks, paged and searched (by key or English text) in the browser from the coverage's answer. */
export function useMissingKeysSource(
  realm: string,
  locales: readonly string[],
  locale: string,
): TableSource<MissingKey> {
  const queryClient = useQueryClient();
  const query = useCoverageQuery(realm, locales);
  const loader = useCallback<TableLoader<MissingKey>>(
    async (first, max, search) => {
      const { coverage, english } = await queryClient.fetchQuery(query);
      const missing = coverage.find((entry) => entry.locale === locale)?.missing ?? [];
      const rows = missing.map((key) => ({ key, english: english[key] ?? "" }));
      return pageLocally(rows, first, max, search, (row) => `${row.key} ${row.english}`);
    },
    [queryClient, query, locale],
  );
  return { queryKey: localizationKeys.missing(realm, locales, locale), loader };
}
