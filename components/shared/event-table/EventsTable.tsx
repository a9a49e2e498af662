"use client";

import type { ReactNode } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { DataTable, type DataTableProps } from "@/components/kit/data-table";
import { filterChips, withoutChip } from "./eventFilters";
import { FilterChips } from "./FilterChips";
import type { EventFilterState, Filters } from "./useEventFilters";

type TableProps<E extends RowData> = Pick<
  DataTableProps<E>,
  "source" | "columns" | "ariaLabelKey" | "emptyState" | "detailRow"
>;

export type EventsTableProps<E extends RowData, F extends Filters> = TableProps<E> & {
  state: EventFilterState<F>;
  /** Names the button that opens the search form. */
  searchLabel: string;
  /** The message key labelling each filter field's chips, in chip order; a field without one shows no chip. */
  filterLabels: Partial<Record<keyof F & string, string>>;
  /** The search form, shown while open. */
  form: ReactNode;
};

/** What both event tabs show: the search toggle and form, the applied filters as chips, the server-filtered table. */
export function EventsTable<E extends RowData & { time?: number }, F extends Filters>({
  state,
  searchLabel,
  filterLabels,
  form,
  ...table
}: EventsTableProps<E, F>) {
  const { filters, apply, tableState, setTableState, formOpen, setFormOpen, count } = state;
  return (
    <Stack gap="2" py="4">
      <HStack>
        <Button variant="outline" aria-expanded={formOpen} onClick={() => setFormOpen((open) => !open)}>
          {searchLabel}
        </Button>
      </HStack>
      {formOpen && form}
      <FilterChips chips={filterChips(filters, filterLabels)} onRemove={(chip) => apply(withoutChip(filters, chip))} />
      <DataTable<E>
        {...table}
        getRowId={(row, index) => `${row.time ?? ""}-${index}`}
        state={tableState}
        onStateChange={setTableState}
        isSearching={count > 0}
        activeFilterCount={count}
        onClearFilters={() => apply({} as F)}
      />
    </Stack>
  );
}
