import type { AccessRule } from "@/lib/access";

/** A tabbed route's relative path: `{path}/$tab` below /{realm}; the dashboard's empty path gives `$tab`. */
export type TabPath<P extends string> = P extends "" ? "$tab" : `${P}/$tab`;

export type TabList<P extends string, T extends string> = {
  /** The screen's path below /{realm} ("events", "users/$id"); each tab adds its name as the last segment. */
  readonly path: P;
  readonly tabPath: TabPath<P>;
  readonly tabs: readonly T[];
  /** The bare path shows the first tab too. */
  readonly bare: boolean;
  /** Choosing the first tab goes to the bare path rather than to `{path}/{first}`. */
  readonly firstAtBare: boolean;
  /** Message keys of the in-page tabs a tab holds, which have no URL of their own. */
  readonly sections: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Who may open a tab that not every admin of the screen may (the screen hides it from the others). */
  readonly tabAccess: Readonly<Partial<Record<string, AccessRule>>>;
  /** Tabs that open another screen: the path below /{realm} each goes to, with this screen's params. */
  readonly elsewhere: Readonly<Partial<Record<string, string>>>;
  is(tab: string | undefined): tab is T;
  /** Message key of a tab's title: the tab's name in camelCase unless `titles` names another. */
  title(tab: T): string;
  /** The named tab, or the first one when the name is missing or unknown. */
  pick(tab: string | undefined): T;
};

type TabListOptions<T extends string> = {
  bare?: boolean;
  firstAtBare?: boolean;
  sections?: Readonly<Partial<Record<T, readonly string[]>>>;
  tabAccess?: Readonly<Partial<Record<T, AccessRule>>>;
  elsewhere?: Readonly<Partial<Record<T, string>>>;
  /** Titles that are not the tab's name in camelCase (Keycloak's names where they differ from the path). */
  titles?: Readonly<Partial<Record<T, string>>>;
};

/**
 * Message key of a tab's title: the override, or the path segment in camelCase ("role-mapping" → "roleMapping"), so
 * that a screen lists only the titles that differ from its paths.
 */
export function tabTitle<T extends string>(tab: T, titles?: Readonly<Partial<Record<T, string>>>): string {
  return titles?.[tab] ?? tab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Declares a screen's tabs once, for its routes (paths and guard) and for the screen (tab strip and links). */
export function tabList<const P extends string, const T extends string>(
  path: P,
  tabs: readonly [T, ...T[]],
  { bare = false, firstAtBare = false, sections, tabAccess, elsewhere, titles }: TabListOptions<T> = {},
): TabList<P, T> {
  const is = (tab: string | undefined): tab is T => (tabs as readonly (string | undefined)[]).includes(tab);
  return {
    path,
    tabPath: (path === "" ? "$tab" : `${path}/$tab`) as TabPath<P>,
    tabs,
    bare,
    firstAtBare: bare && firstAtBare,
    sections: sections ?? {},
    tabAccess: tabAccess ?? {},
    elsewhere: elsewhere ?? {},
    is,
    pick: (tab) => (is(tab) ? tab : tabs[0]),
    title: (tab) => tabTitle(tab, titles),
  };
}

export type TabOf<L> = L extends TabList<string, infer T> ? T : never;
