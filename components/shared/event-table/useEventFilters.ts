"use client";

import { useState } from "react";
import type { TableViewState } from "@/components/kit/data-table";
import { activeFilters } from "@/lib/queries/events";
import { appliedFilterCount } from "./eventFilters";

export type Filters = Record<string, string | string[] | undefined>;

export type EventFilterState<F extends Filters> = ReturnType<typeof useEventFilters<F>>;

/**
 * The state both event tabs keep: the applied server filters (starting from `initial`, e.g. a link's), the table's
 * paging, and whether the form is open.
 */
export function useEventFilters<F extends Filters>(initial: F = {} as F) {
  const [filters, setFilters] = useState<F>(() => activeFilters(initial) as F);
  const [tableState, setTableState] = useState<TableViewState>({ page: 0, search: "" });
  const [formOpen, setFormOpen] = useState(false);

  /** A new set of filters goes back to the first page and closes the form. */
  const apply = (next: F) => {
    setFilters(activeFilters(next) as F);
    setTableState((current) => ({ ...current, page: 0 }));
    setFormOpen(false);
  };

  return { filters, apply, tableState, setTableState, formOpen, setFormOpen, count: appliedFilterCount(filters) };
}
