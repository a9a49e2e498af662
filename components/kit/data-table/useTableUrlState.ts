"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { readHashQuery, subscribeHashQuery, writeHashQuery } from "./hashQuery";
import type { TableViewState } from "./types";

/** The query keys of one table; a prefix keeps two tables on one screen apart ("members" → "membersPage"). */
export function tableUrlKeys(prefix = "") {
  const key = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  return { page: key("page"), size: key("size"), search: key("search") };
}

/** Reads a table state from query params; the page is 1-based in the URL. */
export function tableStateFromParams(params: URLSearchParams, prefix = ""): TableViewState {
  const keys = tableUrlKeys(prefix);
  const page = Number(params.get(keys.page));
  const size = Number(params.get(keys.size));
  return {
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: Number.isInteger(size) && size > 0 ? size : undefined,
    search: params.get(keys.search) ?? "",
  };
}

/** Writes a table state into query params, leaving out defaults so plain URLs stay plain. */
export function tableStateToParams(state: TableViewState, params: URLSearchParams, prefix = ""): URLSearchParams {
  const keys = tableUrlKeys(prefix);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(keys.page, state.page > 0 ? String(state.page + 1) : undefined);
  set(keys.size, state.pageSize ? String(state.pageSize) : undefined);
  set(keys.search, state.search || undefined);
  return next;
}

/** Table state kept in the query part of the URL hash. Screens under the router may pass its search params instead. */
export function useTableUrlState(prefix = ""): [TableViewState, (next: TableViewState) => void] {
  const hash = useSyncExternalStore(
    subscribeHashQuery,
    () => window.location.hash,
    () => "",
  );
  const state = useMemo(() => tableStateFromParams(readHashQuery(hash), prefix), [hash, prefix]);
  const setState = useCallback(
    (next: TableViewState) => writeHashQuery(tableStateToParams(next, readHashQuery(), prefix)),
    [prefix],
  );
  return [state, setState];
}
