import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";

/** Groups per request in the tree: one level of 5,000 children loads 20 at a time. */
export const TREE_PAGE_SIZE = 20;

/**
 * One level of the tree from its loaded pages (each fetched with max = page size + 1): the pages appended, the
 * extra row of each page dropped, a group listed once even if it shifted into the next page meanwhile.
 */
export function levelGroups(
  pages: readonly (readonly GroupRepresentation[])[],
  pageSize = TREE_PAGE_SIZE,
): { groups: GroupRepresentation[]; hasMore: boolean } {
  const seen = new Set<string>();
  const groups: GroupRepresentation[] = [];
  for (const page of pages) {
    for (const group of page.slice(0, pageSize)) {
      const key = group.id ?? group.path ?? group.name ?? "";
      if (seen.has(key)) continue;
      seen.add(key);
      groups.push(group);
    }
  }
  const last = pages[pages.length - 1];
  return { groups, hasMore: last !== undefined && last.length > pageSize };
}

/** The `first` of the page after the loaded ones, or undefined when the last page was not full. */
export function nextPageFirst(pages: readonly (readonly unknown[])[], pageSize = TREE_PAGE_SIZE): number | undefined {
  const last = pages[pages.length - 1];
  if (last === undefined || last.length <= pageSize) return undefined;
  return pages.length * pageSize;
}

/** Whether a node has children to show (a brief representation tells by subGroupCount). */
export function canExpand(group: GroupRepresentation): boolean {
  return (group.subGroupCount ?? 0) > 0 || (group.subGroups?.length ?? 0) > 0;
}

/** The expanded set with `id` flipped. */
export function toggleExpanded(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The expanded set with every id in `ids` open (e.g. the ancestors of the selected group). */
export function expandAll(expanded: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  if (ids.every((id) => expanded.has(id))) return expanded;
  return new Set([...expanded, ...ids]);
}

/**
 * Search answers come as trees (the matches under their ancestors); the pages of one search are merged into one
 * tree, a group appearing once with the children of every page.
 */
export function mergeSearchPages(pages: readonly (readonly GroupRepresentation[])[]): GroupRepresentation[] {
  const merge = (into: GroupRepresentation[], groups: readonly GroupRepresentation[]) => {
    for (const group of groups) {
      const existing = into.find((candidate) => candidate.id === group.id);
      if (existing) merge((existing.subGroups ??= []), group.subGroups ?? []);
      else into.push({ ...group, subGroups: merge([], group.subGroups ?? []) });
    }
    return into;
  };
  return pages.reduce<GroupRepresentation[]>((roots, page) => merge(roots, page), []);
}

/** The ids of the search tree's nodes that hold matches below them: shown expanded. */
export function searchExpandedIds(roots: readonly GroupRepresentation[]): string[] {
  return roots.flatMap((group) =>
    (group.subGroups?.length ?? 0) > 0 ? [group.id ?? "", ...searchExpandedIds(group.subGroups ?? [])] : [],
  );
}

export type GroupWithAncestors = { group: GroupRepresentation; ancestors: GroupRepresentation[] };

/** Every node of a search tree with its ancestors, depth first. */
export function withAncestors(
  roots: readonly GroupRepresentation[],
  ancestors: GroupRepresentation[] = [],
): GroupWithAncestors[] {
  return roots.flatMap((group) => [
    { group, ancestors },
    ...withAncestors(group.subGroups ?? [], [...ancestors, group]),
  ]);
}

/** Whether a group's name matches a search as the server matches it (substring, any case; "quoted" is exact). */
export function matchesSearch(name: string | undefined, search: string): boolean {
  const text = search.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return name === text.slice(1, -1);
  return (name ?? "").toLowerCase().includes(text.toLowerCase());
}

/** The matches of a search tree (its ancestors left out), with their ancestors. */
export function searchMatches(roots: readonly GroupRepresentation[], search: string): GroupWithAncestors[] {
  return withAncestors(roots).filter(({ group }) => matchesSearch(group.name, search));
}
