"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Box, Table, VisuallyHidden } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTable, type ExpandedState, type RowData, type RowSelectionState } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { dataTableFeatures, type DataTableColumn } from "./features";
import { RowActionsMenu } from "./RowActionsMenu";
import { CellContent, HeaderContent, TableRowWithDetail } from "./TableCells";
import { expandColumn, selectionColumn } from "./selectionColumns";
import { ListEmptyState, NoSearchResults } from "./TableEmptyStates";
import { TablePagination } from "./TablePagination";
import { TableSkeleton } from "./TableSkeleton";
import { appliedFilterCount, TableToolbar } from "./TableToolbar";
import type { EmptyStateConfig, RowAction, TableSource, ToolbarAction, ToolbarRender } from "./types";
import { useScrollsSideways } from "./useScrollsSideways";
import { useTableState, type TableStateSource } from "./useTableState";
import { QueryError } from "@/components/kit/ui/QueryError";

export type DataTableProps<T extends RowData> = TableStateSource & {
  /**
   * The data module's source: its query key (the table appends { first, max, search }; invalidate the key to reload
   * every page) and its loader, which gets max = page size + 1, the extra row only telling whether a next page exists.
   */
  source: TableSource<T>;
  columns: DataTableColumn<T>[];
  /** Message key naming the table for assistive technology. */
  ariaLabelKey: string;
  getRowId?(row: T, index: number): string;
  /** Message key of the search box label; no search box without it. */
  searchPlaceholderKey?: string;
  /** The main action, before the toolbar items; left out where the admin may not take it. */
  createAction?: ToolbarAction;
  /** Extra toolbar items (buttons, filters), given the selected rows. */
  toolbar?: ToolbarRender<T>;
  rowActions?: RowAction<T>[] | ((row: T) => RowAction<T>[]);
  /**
   * Shown when the collection is empty and no search or filter is active: a message with createAction unless it has
   * its own, or a screen's own content (an identity provider's kinds to choose from). The first page answers whether
   * it is empty, so that no request waits for another that would ask the same.
   */
  emptyState?: EmptyStateConfig | { content: ReactNode };
  /** The screen's own filters are active: an empty page then means "no search results". */
  isSearching?: boolean;
  /** How many of the screen's own filters are active (for the "{n} filters applied" chip). */
  activeFilterCount?: number;
  /** Clears the screen's own filters; the table clears its search itself. */
  onClearFilters?(): void;
  canSelect?: boolean;
  isRowSelectable?(row: T): boolean;
  onSelect?(rows: T[]): void;
  /** A detail row under a row; rows for which it returns null cannot expand. */
  detailRow?(row: T): ReactNode;
};

function defaultRowId<T>(row: T, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : String(index);
}

/** A server-paged table: search, paging (page size stored), refresh, selection, expansion, row actions and empty states. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    source: { queryKey, loader },
    columns,
    ariaLabelKey,
    getRowId = defaultRowId,
    searchPlaceholderKey,
    createAction,
    toolbar,
    rowActions,
    emptyState,
  } = props;
  const {
    isSearching = false,
    activeFilterCount = 0,
    onClearFilters,
    canSelect = false,
    isRowSelectable,
    onSelect,
    detailRow,
  } = props;
  const t = useTranslations();
  const { addError } = useAlerts();
  const queryClient = useQueryClient();
  const { view, setPage, setSearch, setPageSize } = useTableState(props);

  const first = view.page * view.pageSize;
  const max = view.pageSize + 1;
  const query = useQuery({
    queryKey: [...queryKey, { first, max, search: view.search }],
    queryFn: () => loader(first, max, view.search),
    placeholderData: keepPreviousData,
  });
  const hasNext = (query.data?.length ?? 0) > view.pageSize;
  const rows = useMemo(() => (query.data ?? []).slice(0, view.pageSize), [query.data, view.pageSize]);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  useEffect(() => {
    setRowSelection({});
    setExpanded({});
  }, [first, max, view.search, query.dataUpdatedAt]);

  // Callers often pass these inline; reading them through a ref keeps selection effects from looping.
  const callbacks = useRef({ getRowId, onSelect });
  callbacks.current = { getRowId, onSelect };
  const selectedRows = useMemo(
    () => rows.filter((row, index) => rowSelection[callbacks.current.getRowId(row, index)]),
    [rows, rowSelection],
  );
  useEffect(() => callbacks.current.onSelect?.(selectedRows), [selectedRows]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  const runAction = useCallback(
    async (action: RowAction<T>, row: T) => {
      try {
        if ((await action.onClick(row)) !== true) return;
        if (view.search) setSearch("");
        refresh();
      } catch (error) {
        addError("rowActionError", error);
      }
    },
    [view.search, setSearch, refresh, addError],
  );

  // Cells render as components, so column definitions must keep their identity across renders or every
  // cell (and any open menu in it) remounts; the actions cell reads the latest handlers through a ref.
  const latest = useRef({ rowActions, runAction });
  latest.current = { rowActions, runAction };
  const hasRowActions = rowActions !== undefined;
  const hasDetail = detailRow !== undefined;
  const allColumns = useMemo<DataTableColumn<T>[]>(() => {
    const actionsColumn: DataTableColumn<T> = {
      id: "actions",
      header: () => <VisuallyHidden>{t("rowActions")}</VisuallyHidden>,
      cell: ({ row }) => {
        const { rowActions: current, runAction: run } = latest.current;
        const actions = typeof current === "function" ? current(row.original) : (current ?? []);
        return actions.length > 0 ? <RowActionsMenu row={row.original} actions={actions} onAction={run} /> : null;
      },
    };
    return [
      ...(canSelect ? [selectionColumn<T>(t)] : []),
      ...(hasDetail ? [expandColumn<T>(t)] : []),
      ...columns,
      ...(hasRowActions ? [actionsColumn] : []),
    ];
  }, [columns, canSelect, hasDetail, hasRowActions, t]);

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: rows,
    getRowId,
    state: { rowSelection, expanded },
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    enableRowSelection: isRowSelectable ? (row) => isRowSelectable(row.original) : canSelect,
    getRowCanExpand: (row) => detailRow?.(row.original) != null,
  });

  const [scrollArea, scrollsSideways] = useScrollsSideways();

  const filtering = view.search !== "" || isSearching || activeFilterCount > 0;
  const clearAllFilters = () => {
    setSearch("");
    onClearFilters?.();
  };

  if (!query.isPending && !query.isError && rows.length === 0 && !filtering && view.page === 0 && emptyState) {
    if ("content" in emptyState) return emptyState.content;
    const { labelKey, onClick } = createAction ?? {};
    return <ListEmptyState actionKey={labelKey} onAction={onClick} {...emptyState} />;
  }

  const pagination = (
    <TablePagination
      tableLabel={t(ariaLabelKey)}
      page={view.page}
      pageSize={view.pageSize}
      count={rows.length}
      hasNext={hasNext}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
    />
  );
  const columnCount = allColumns.length;

  return (
    <Box>
      <TableToolbar
        searchPlaceholderKey={searchPlaceholderKey}
        search={view.search}
        onSearch={setSearch}
        extraFilterCount={activeFilterCount}
        onClearAllFilters={clearAllFilters}
        onRefresh={refresh}
        refreshing={query.isFetching}
        pagination={pagination}
      >
        {createAction && (
          <PrimaryButton size="sm" onClick={createAction.onClick}>
            {t(createAction.labelKey)}
          </PrimaryButton>
        )}
        {toolbar?.({ selectedRows, clearSelection: () => setRowSelection({}), refresh })}
      </TableToolbar>
      <Table.ScrollArea
        ref={scrollArea}
        // a table wider than its area: the area takes the focus, so the arrow keys scroll it
        {...(scrollsSideways && { tabIndex: 0, role: "region", "aria-label": t(ariaLabelKey), focusRing: "inside" })}
      >
        <Table.Root aria-label={t(ariaLabelKey)} aria-busy={query.isFetching} size="sm" interactive>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeader key={header.id} scope="col">
                    {header.isPlaceholder ? null : <HeaderContent header={header} />}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {query.isPending ? (
              <TableSkeleton columns={columnCount} rows={Math.min(view.pageSize, 10)} />
            ) : query.isError ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  <QueryError query={query} messageKey="tableLoadError" />
                </Table.Cell>
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  <NoSearchResults
                    // the toolbar offers it already once it lists a filter
                    onClearAllFilters={
                      appliedFilterCount(view.search, activeFilterCount) > 0 ? undefined : clearAllFilters
                    }
                  />
                </Table.Cell>
              </Table.Row>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRowWithDetail
                  key={row.id}
                  expanded={row.getIsExpanded()}
                  detail={detailRow?.(row.original)}
                  columnCount={columnCount}
                >
                  <Table.Row data-selected={row.getIsSelected() || undefined}>
                    {row.getAllCells().map((cell) => (
                      <Table.Cell key={cell.id}>
                        <CellContent cell={cell} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </TableRowWithDetail>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
