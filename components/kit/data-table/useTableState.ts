"use client";

import { useCallback, useState } from "react";
import { STORAGE_KEYS, useStoredState } from "@/lib/storage";
import type { TableViewState } from "./types";
import { useTableUrlState } from "./useTableUrlState";

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type TableStateSource = {
  /** Controlled state, e.g. from the router's search params. */
  state?: TableViewState;
  onStateChange?(next: TableViewState): void;
  /** Where uncontrolled state lives: the URL hash query under this prefix (default ""), or nowhere (false) for tables in dialogs. */
  urlStatePrefix?: string | false;
};

/** The table's page, page size and search from the chosen source; the page size falls back to the stored preference. */
export function useTableState({ state, onStateChange, urlStatePrefix = "" }: TableStateSource) {
  const [urlState, setUrlState] = useTableUrlState(urlStatePrefix === false ? "" : urlStatePrefix);
  const [localState, setLocalState] = useState<TableViewState>({ page: 0, search: "" });
  const [storedPageSize, setStoredPageSize] = useStoredState<number>(STORAGE_KEYS.pageSize, DEFAULT_PAGE_SIZE);

  const controlled = state !== undefined;
  const current = controlled ? state : urlStatePrefix === false ? localState : urlState;
  const write = controlled ? onStateChange : urlStatePrefix === false ? setLocalState : setUrlState;

  const pageSize = current.pageSize ?? storedPageSize;
  const view = { page: current.page, pageSize, search: current.search };

  const update = useCallback((patch: Partial<TableViewState>) => write?.({ ...current, ...patch }), [write, current]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  /** A new search starts again at the first page. */
  const setSearch = useCallback((search: string) => update({ search, page: 0 }), [update]);
  const setPageSize = useCallback(
    (size: number) => {
      setStoredPageSize(size);
      update({ pageSize: size, page: 0 });
    },
    [setStoredPageSize, update],
  );
  return { view, setPage, setSearch, setPageSize };
}
