"use client";

import { Checkbox, IconButton, VisuallyHidden } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import type { DataTableColumn } from "./features";

type Translate = (key: string) => string;

/** The checkbox column: one per row, and a select-all that is indeterminate while only some rows are selected. */
export function selectionColumn<T extends RowData>(t: Translate): DataTableColumn<T> {
  return {
    id: "select",
    header: ({ table }) => {
      const all = table.getIsAllPageRowsSelected();
      const some = table.getIsSomePageRowsSelected();
      return (
        <Checkbox.Root
          size="sm"
          checked={all ? true : some ? "indeterminate" : false}
          onCheckedChange={() => table.toggleAllPageRowsSelected(!all)}
        >
          <Checkbox.HiddenInput aria-label={t("selectAll")} />
          <Checkbox.Control />
        </Checkbox.Root>
      );
    },
    cell: ({ row }) => (
      <Checkbox.Root
        size="sm"
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={({ checked }) => row.toggleSelected(checked === true)}
      >
        <Checkbox.HiddenInput aria-label={t("selectRow")} />
        <Checkbox.Control />
      </Checkbox.Root>
    ),
  };
}

/** The toggle column for rows that have a detail row. */
export function expandColumn<T extends RowData>(t: Translate): DataTableColumn<T> {
  return {
    id: "expand",
    header: () => <VisuallyHidden>{t("details")}</VisuallyHidden>,
    cell: ({ row }) =>
      row.getCanExpand() ? (
        <IconButton
          aria-label={t(row.getIsExpanded() ? "collapseRow" : "expandRow")}
          aria-expanded={row.getIsExpanded()}
          variant="ghost"
          size="xs"
          onClick={() => row.toggleExpanded()}
        >
          {row.getIsExpanded() ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </IconButton>
      ) : null,
  };
}
