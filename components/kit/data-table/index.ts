export { DataTable, type DataTableProps } from "./DataTable";
export { TEXT_COLUMN_MAX_W } from "./TableCells";
export { SelectionButton, type SelectionButtonProps } from "./SelectionButton";
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
} from "./features";
export { deleteRowAction } from "./deleteRowAction";
export { RowActionsMenu, type RowActionsMenuProps } from "./RowActionsMenu";
export { pageLocally } from "@/lib/paging";
export { ListEmptyState, NoSearchResults } from "./TableEmptyStates";
export type {
  EmptyStateConfig,
  RowAction,
  TableLoader,
  TableSource,
  TableViewState,
  ToolbarContext,
  ToolbarAction,
  ToolbarRender,
} from "./types";
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, useTableState, type TableStateSource } from "./useTableState";
export { tableStateFromParams, tableStateToParams, tableUrlKeys, useTableUrlState } from "./useTableUrlState";
