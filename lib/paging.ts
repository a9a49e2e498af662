import type { QueryKey } from "@tanstack/react-query";

/** Loads one page: `max` is the page size plus one, the extra row only tells whether a next page exists. */
export type TableLoader<T> = (first: number, max: number, search: string) => Promise<T[]>;

/**
 * One page of a list the server only returns whole (a client's protocol mappers, a flow's executions):
 * filter by the search text, then cut out [first, first + max).
 */
export function pageLocally<T>(
  all: readonly T[],
  first: number,
  max: number,
  search: string,
  text: (row: T) => string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle ? all.filter((row) => text(row).toLocaleLowerCase().includes(needle)) : all;
  return matching.slice(first, first + max);
}

/** What a table shows: its cache key (the table adds the page and the search) and the loader of one page. */
export type TableSource<T> = { queryKey: QueryKey; loader: TableLoader<T> };

/** Every item of a list the server pages, read page after page until one comes back short. */
export async function readAllPages<T>(page: (first: number, max: number) => Promise<T[]>, size = 100): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const next = await page(items.length, size);
    items.push(...next);
    if (next.length < size) return items;
  }
}
