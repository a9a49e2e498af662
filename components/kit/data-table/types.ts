import type { ReactNode } from "react";

/** What the URL (or the caller) keeps of a table: page (0-based), page size and search text. */
export type TableViewState = {
  page: number;
  /** Absent means the stored page size preference. */
  pageSize?: number;
  search: string;
};

export type { TableLoader, TableSource } from "@/lib/paging";

export type RowAction<T> = {
  /** Message key of the menu item. */
  labelKey: string;
  /** Resolving to true counts as success: the table reloads and its search is cleared. */
  onClick(row: T): unknown;
  danger?: boolean;
  disabled?: boolean;
};

/** Shown when the collection is empty (not because of a search). */
export type EmptyStateConfig = {
  messageKey: string;
  instructionsKey?: string;
  /** Message key of the primary action button. */
  actionKey?: string;
  onAction?(): void;
  /** Several actions (buttons) in place of the one primary action. */
  actions?: ReactNode;
};

/** A table's main action (create, add): a button at the start of its toolbar. */
export type ToolbarAction = {
  /** Message key of the button. */
  labelKey: string;
  onClick(): void;
};

export type ToolbarContext<T> = {
  selectedRows: T[];
  clearSelection(): void;
  /** Reloads every page of this table. */
  refresh(): void;
};

export type ToolbarRender<T> = (context: ToolbarContext<T>) => ReactNode;
