"use client";

import { useMemo } from "react";
import { useRouter, type AnyRoute } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import type { AccessRule } from "@/lib/access";
import { KIND_ROUTES, searchItems } from "@/lib/command-palette/items";
import { groupResults, PALETTE_KINDS, type PaletteItem, type PaletteKind } from "@/lib/command-palette/results";
import { matchesQuery, paletteScreens, type ScreenRouteInfo } from "@/lib/command-palette/screens";
import { useAccess, useEnvironment } from "@/lib/console-context";
import { useGlobalSearch, type SearchKind } from "@/lib/queries/globalSearch";
import { useDebouncedValue } from "@/components/kit/form/useDebouncedValue";
import { useRecentItems } from "./useRecentItems";

/**
 * Typing pauses this long before the server is asked, so a burst of keys makes one request per kind. Keys typed in a
 * burst come 5-50 ms apart; the first results must show within 300 ms of the last key (issue 19), and the searches
 * take 30-70 ms more, so the pause is short. A key typed while a search runs cancels it (useGlobalSearch).
 */
export const SEARCH_DEBOUNCE_MS = 80;
const MAX_SCREENS = 8;
const MASTER_REALM = "master";
// every kind the palette shows is asked of the server, but screens, which the palette finds itself
const SEARCH_KINDS = PALETTE_KINDS.filter((kind): kind is SearchKind => kind !== "screen");

/** Every route of the tree with its static data, and each path's access rule. */
function useRouteInfos() {
  const routesById = useRouter().routesById as Record<string, AnyRoute>;
  return useMemo(() => {
    const infos: ScreenRouteInfo[] = Object.values(routesById).map((route) => ({
      fullPath: route.fullPath,
      ...route.options.staticData,
    }));
    const accessByPath = new Map<string, AccessRule>(infos.map((info) => [info.fullPath, info.access]));
    return { screens: paletteScreens(infos), accessByPath };
  }, [routesById]);
}

/**
 * The palette's grouped results for what the admin typed: screens and tabs matched at once in the browser, the
 * server's searches after a pause, each kind only when the admin may open its pages (realms only for master's
 * users); recent items first.
 */
export function usePaletteResults(realm: string, text: string) {
  const t = useTranslations();
  const access = useAccess();
  // only master's users may administer several realms; a realm's own admins have that realm alone
  const multiRealm = useEnvironment().realm === MASTER_REALM;
  const { screens, accessByPath } = useRouteInfos();
  const { recentItems, addRecentItem } = useRecentItems(realm);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchKinds = SEARCH_KINDS.filter((kind) =>
    kind === "realm" ? multiRealm : access.hasAccess(accessByPath.get(KIND_ROUTES[kind])),
  );
  const queries = useGlobalSearch(realm, term, searchKinds);

  const screenItems = useMemo((): PaletteItem[] => {
    if (text.trim() === "") return [];
    return screens
      .filter(
        (screen) =>
          access.hasAccess(screen.access) &&
          access.hasAccess(screen.tabAccess) &&
          screen.titleKeys.every((key) => t.has(key)),
      )
      .map((screen) => ({
        kind: "screen" as const,
        key: `screen:${realm}:${screen.id}`,
        label: screen.titleKeys.map((key) => t(key)).join(" › "),
        to: screen.to,
        params: { ...screen.params, realm },
      }))
      .filter((item) => matchesQuery(item.label, text))
      .slice(0, MAX_SCREENS);
  }, [screens, access, t, realm, text]);

  const results: Partial<Record<PaletteKind, PaletteItem[]>> = { screen: screenItems };
  searchKinds.forEach((kind, index) => {
    const data = queries[index]?.data;
    if (data) results[kind] = searchItems(kind, data, realm, term);
  });
  const visibleKinds = new Set<PaletteKind>(["screen", ...searchKinds]);
  const recentHere = recentItems.filter((item) => item.kind === "realm" || item.params.realm === realm);
  const groups = groupResults(recentHere, results, visibleKinds, text.trim());
  const failures = searchKinds
    .map((kind, index) => ({ kind, query: queries[index] }))
    .filter(({ query }) => query?.isError);
  const searching = text.trim() !== term || queries.some((query) => query.isFetching);
  return { groups, failures, searching, visibleKinds, addRecentItem };
}
