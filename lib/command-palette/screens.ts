import type { AccessRule } from "@/lib/access";
import { routePathSegments } from "@/lib/router/routePath";

/** What the palette reads of a route: its path and static data (lib/router/staticData.ts). */
export type ScreenRouteInfo = {
  fullPath: string;
  title?: string;
  access?: AccessRule;
  tabs?: readonly string[];
  sections?: Readonly<Partial<Record<string, readonly string[]>>>;
  tabAccess?: Readonly<Partial<Record<string, AccessRule>>>;
};

/** A screen, tab or in-page section the palette opens: its route, params besides the realm, and title message keys. */
export type PaletteScreen = {
  id: string;
  to: string;
  params: Record<string, string>;
  /** Message keys from the screen's title down to the tab and section. */
  titleKeys: string[];
  access: AccessRule;
  /** What a tab needs besides the route's access. */
  tabAccess?: AccessRule;
};

// A route whose other params name one object (a user's id, a client) is that object's page, not a screen.
const SCREEN_PARAMS = new Set(["$realm", "$tab", "$"]);

/** A tab's message key: Keycloak's keys are the tab names in camel case ("required-actions" → "requiredActions"). */
export function tabTitleKey(tab: string): string {
  return tab.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const withoutRepeats = (keys: string[]) => keys.filter((key, index) => key !== keys[index - 1]);

function isScreen(route: ScreenRouteInfo): route is ScreenRouteInfo & { title: string } {
  const segments = routePathSegments(route.fullPath);
  return (
    route.title !== undefined &&
    segments[0] === "$realm" &&
    segments.every((segment) => !segment.startsWith("$") || SCREEN_PARAMS.has(segment))
  );
}

/**
 * Every screen, tab and section of the route tree by its title. A tab route gives one entry per tab (below the
 * screen's title and the static segments between, "Realm settings › Keys › Providers") and one per section of a
 * tab; the first tab of a screen that also has a bare route is that bare route's entry.
 */
export function paletteScreens(routes: readonly ScreenRouteInfo[]): PaletteScreen[] {
  const screens = routes.filter(isScreen);
  const barePaths = new Set(screens.map((route) => route.fullPath.replace(/\/$/, "")));
  return screens.flatMap((route) => {
    const segments = routePathSegments(route.fullPath);
    const params: Record<string, string> = segments.includes("$") ? { _splat: "" } : {};
    const entry = (titleKeys: string[], extra: Record<string, string> = {}): PaletteScreen => {
      const allParams = { ...params, ...extra };
      // sections share their tab's URL, so the titles tell the entries apart
      return {
        id: `${route.fullPath}?${new URLSearchParams(allParams).toString()}#${titleKeys.join("/")}`,
        to: route.fullPath,
        params: allParams,
        titleKeys: withoutRepeats(titleKeys),
        access: route.access,
        tabAccess: extra.tab === undefined ? undefined : route.tabAccess?.[extra.tab],
      };
    };
    if (!segments.includes("$tab")) return [entry([route.title])];
    const between = segments.slice(2, segments.indexOf("$tab")).map(tabTitleKey);
    const hasBare = barePaths.has(route.fullPath.replace(/\/\$tab$/, ""));
    return (route.tabs ?? []).flatMap((tab, index) => {
      const tabKeys = [route.title, ...between, tabTitleKey(tab)];
      const sections = (route.sections?.[tab] ?? []).map((section) => entry([...tabKeys, section], { tab }));
      return index === 0 && hasBare ? sections : [entry(tabKeys, { tab }), ...sections];
    });
  });
}

/** Whether every word of the query is in the text, ignoring case. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
    .every((word) => haystack.includes(word));
}
