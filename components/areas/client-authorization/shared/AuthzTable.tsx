"use client";

import type { ReactNode } from "react";
import { Box } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type { RowData } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction, type TableSource } from "@/components/kit/data-table";

export type AuthzTableProps<T extends RowData> = {
  readOnly: boolean;
  source: TableSource<T>;
  columns: DataTableColumn<T>[];
  ariaLabelKey: string;
  getRowId?(row: T, index: number): string;
  /** The one create action: a small button in the toolbar, the empty state's primary button. */
  create?: { labelKey: string; onCreate(): void };
  /** Several create buttons instead, the same in the toolbar and the empty state. */
  createButtons?: ReactNode;
  /** For admins who may manage; read-only admins get none. */
  rowActions: RowAction<T>[];
  detailRow(row: T): ReactNode;
  empty: { messageKey: string; instructionsKey: string };
  /** What the tab opens over the table (confirmations, the policy type chooser). */
  dialogs?: ReactNode;
};

/**
 * The list every authorization sub-resource (resources, scopes, policies, permissions) shows: searched by name, its
 * create action in the toolbar and the empty state, row actions and an expandable row, all hidden when read-only.
 * Its paging is its own (not in the URL), as the tabs share one route.
 */
export function AuthzTable<T extends RowData>(props: AuthzTableProps<T>) {
  const { readOnly, create, createButtons, rowActions, empty, dialogs, ...table } = props;
  const t = useTranslations();
  const createButton = create && (
    <PrimaryButton size="sm" onClick={create.onCreate}>
      {t(create.labelKey)}
    </PrimaryButton>
  );
  const emptyActions = createButtons
    ? { actions: createButtons }
    : create && { actionKey: create.labelKey, onAction: create.onCreate };
  return (
    <Box py="4">
      {dialogs}
      <DataTable<T>
        {...table}
        searchPlaceholderKey="searchByName"
        urlStatePrefix={false}
        toolbar={() => !readOnly && (createButtons ?? createButton)}
        rowActions={readOnly ? [] : rowActions}
        emptyState={{ ...empty, ...(readOnly ? {} : emptyActions) }}
      />
    </Box>
  );
}
