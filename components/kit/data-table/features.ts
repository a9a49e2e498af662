import {
  createColumnHelper,
  rowExpandingFeature,
  rowSelectionFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";

/** The TanStack Table features every DataTable uses: paging and search happen on the server. */
export const dataTableFeatures = tableFeatures({ rowSelectionFeature, rowExpandingFeature });

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable; mixed value types are fine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** Column helper bound to the DataTable features: `const column = createDataTableColumnHelper<User>()`. */
export function createDataTableColumnHelper<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}
