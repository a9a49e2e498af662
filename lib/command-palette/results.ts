import { matchesQuery } from "./screens";

/** The kinds of things the palette finds, in the order its groups show. */
export const PALETTE_KINDS = [
  "screen",
  "user",
  "group",
  "client",
  "realmRole",
  "clientRole",
  "identityProvider",
  "realm",
] as const;

export type PaletteKind = (typeof PALETTE_KINDS)[number];

/** One thing the palette offers: what it shows and the route it opens. */
export type PaletteItem = {
  kind: PaletteKind;
  /** Unique among all items of all realms. */
  key: string;
  label: string;
  detail?: string;
  /** The route's full path and params (the realm among them). */
  to: string;
  params: Record<string, string>;
};

export type PaletteGroup = { kind: PaletteKind | "recent"; items: PaletteItem[] };

export const MAX_RECENT_ITEMS = 8;

/** The item first, its older entry dropped, at most MAX_RECENT_ITEMS kept. */
export function withRecentItem(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  return [item, ...recent.filter((entry) => entry.key !== item.key)].slice(0, MAX_RECENT_ITEMS);
}

/** Stored recents of any shape: only complete items are kept. */
export function toPaletteItems(stored: unknown): PaletteItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is PaletteItem =>
      typeof entry === "object" &&
      entry !== null &&
      (PALETTE_KINDS as readonly unknown[]).includes((entry as PaletteItem).kind) &&
      typeof (entry as PaletteItem).key === "string" &&
      typeof (entry as PaletteItem).label === "string" &&
      typeof (entry as PaletteItem).to === "string" &&
      typeof (entry as PaletteItem).params === "object",
  );
}

const itemText = (item: PaletteItem) => `${item.label} ${item.detail ?? ""}`;

/**
 * The palette's groups: the recent items that match the query first (all of them while it is empty), then each
 * kind's results in PALETTE_KINDS order without the items already shown as recent; empty groups are left out.
 * Recents of kinds the admin may not see are dropped.
 */
export function groupResults(
  recent: readonly PaletteItem[],
  results: Partial<Record<PaletteKind, readonly PaletteItem[]>>,
  visibleKinds: ReadonlySet<PaletteKind>,
  query: string,
): PaletteGroup[] {
  const recentItems = recent.filter((item) => visibleKinds.has(item.kind) && matchesQuery(itemText(item), query));
  const shown = new Set(recentItems.map((item) => item.key));
  const groups: PaletteGroup[] = [{ kind: "recent", items: recentItems }];
  for (const kind of PALETTE_KINDS) {
    if (!visibleKinds.has(kind)) continue;
    groups.push({ kind, items: (results[kind] ?? []).filter((item) => !shown.has(item.key)) });
  }
  return groups.filter((group) => group.items.length > 0);
}

/** The groups' items in the order the arrow keys walk them. */
export const flattenGroups = (groups: readonly PaletteGroup[]): PaletteItem[] => groups.flatMap((group) => group.items);

/** The next active index after an arrow key, wrapping at both ends; -1 while there is nothing. */
export function moveActive(index: number, delta: number, count: number): number {
  if (count === 0) return -1;
  return (((index + delta) % count) + count) % count;
}
