"use client";

import type { ReactNode } from "react";
import { Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type SimpleColumn<T> = {
  /** Message key of the header; without it (and without `header`) the column holds the row's actions. */
  headerKey?: string;
  /** A header built at run time, where a message key does not do. */
  header?: ReactNode;
  cell(row: T, index: number): ReactNode;
  /** Numbers line up at the end, in the header too. */
  align?: "end";
  cellProps?: Table.CellProps;
  headerProps?: Table.ColumnHeaderProps;
};

export type SimpleTableProps<T> = Omit<Table.RootProps, "children"> & {
  /** The table's accessible name. */
  label?: string;
  caption?: ReactNode;
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
  /** `false` leaves a column out, as a read-only view does with its actions. */
  columns: readonly (SimpleColumn<T> | false)[];
  rowProps?(row: T): Table.RowProps & { [data: `data-${string}`]: string };
  /** Message key of what shows instead of a table with no rows. */
  emptyKey?: string;
};

/**
 * A few rows the screen already holds, shown whole: no paging, search or selection (that is DataTable's job, for
 * what the server pages).
 */
export function SimpleTable<T>({
  label,
  caption,
  rows,
  rowKey,
  columns,
  rowProps,
  emptyKey,
  ...root
}: SimpleTableProps<T>) {
  const t = useTranslations();
  if (emptyKey && rows.length === 0) return <Text color="fg.muted">{t(emptyKey)}</Text>;
  const shown = columns.filter((column): column is SimpleColumn<T> => column !== false);
  return (
    <Table.Root size="sm" aria-label={label} {...root}>
      {caption && (
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" px="3" py="2">
          {caption}
        </Table.Caption>
      )}
      <Table.Header>
        <Table.Row>
          {shown.map((column, index) => (
            <Table.ColumnHeader key={index} scope="col" textAlign={column.align} {...column.headerProps}>
              {column.header ??
                (column.headerKey ? t(column.headerKey) : <VisuallyHidden>{t("rowActions")}</VisuallyHidden>)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, rowIndex) => (
          <Table.Row key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
            {shown.map((column, index) => (
              <Table.Cell key={index} textAlign={column.align} {...column.cellProps}>
                {column.cell(row, rowIndex)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
