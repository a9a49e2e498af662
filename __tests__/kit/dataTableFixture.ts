// The rows, loader and columns the DataTable suites share.
import { screen, within } from "@testing-library/react";
import type { DataTableColumn } from "@/components/kit/data-table";

export type Item = { id: string; name: string };
export const items: Item[] = Array.from({ length: 25 }, (_, i) => ({
  id: `id-${i}`,
  name: `item ${String(i).padStart(2, "0")}`,
}));

export function serverLoader(source: Item[] = items) {
  return jest.fn(async (first: number, max: number, search: string) =>
    source.filter((item) => item.name.includes(search)).slice(first, first + max),
  );
}

export const columns: DataTableColumn<Item>[] = [{ id: "name", accessorKey: "name", header: "Name" }];

/** The rows of the table body. */
export function bodyRows() {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body).queryAllByRole("row");
}
