"use client";

import { useState } from "react";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";

export const PICKER_PAGE_SIZE = 10;

type PagedPickerOptions<R> = {
  /** The resource's picker key; the search, page and `scope` are added to it. */
  queryKey: QueryKey;
  /** Anything else the page depends on, such as the open parent group. */
  scope?: Record<string, unknown>;
  /** One server page: `max` is one more than a page, so a further page shows as a full extra row. */
  load(first: number, max: number, search: string): Promise<R[]>;
  enabled?: boolean;
};

/** A picker's server paging and search: the typed text, the submitted search, the page and its rows. */
export function usePagedPicker<R>({ queryKey, scope, load, enabled = true }: PagedPickerOptions<R>) {
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: [...queryKey, { ...scope, search, page }],
    queryFn: async () => ({ search, rows: await load(page * PICKER_PAGE_SIZE, PICKER_PAGE_SIZE + 1, search) }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const loaded = query.data?.rows ?? [];
  return {
    query,
    rows: loaded.slice(0, PICKER_PAGE_SIZE),
    hasNext: loaded.length > PICKER_PAGE_SIZE,
    /** The search the rows shown answer: while a new search loads, the rows (and so their labels) are the last ones. */
    shownSearch: query.data?.search ?? search,
    page,
    setPage,
    search,
    searchText,
    setSearchText,
    submitSearch: () => {
      setSearch(searchText.trim());
      setPage(0);
    },
    /** Leaves the search (keeping nothing typed) and starts again at the first page. */
    clearSearch: () => {
      setSearch("");
      setSearchText("");
      setPage(0);
    },
  };
}

export type PagedPicker<R> = ReturnType<typeof usePagedPicker<R>>;
