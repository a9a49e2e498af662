"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useReadOnly } from "@/components/kit/form";
import { deleteRowAction, DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { useServerInfo } from "@/lib/console-context";
import { partRowsSource, type clientPoliciesKeys } from "@/lib/queries/clientPolicies";

type ComponentRow = { index: number; type: string };

/** Message keys of one kind of component: a policy's conditions or a profile's executors. */
export type ComponentsTableTexts = {
  typeColumn: string;
  label: string;
  search: string;
  empty: [message: string, instructions: string];
  add: string;
  /** The removal's confirmation, its title and message (given the type as `name`). */
  confirmDelete: [title: string, message: string];
};

export type ComponentsTableProps = {
  /** The server's provider type whose help texts describe the components. */
  providerType: string;
  /** Each component's provider id, in the order they apply. */
  types: string[];
  queryKey: ReturnType<typeof clientPoliciesKeys.part>;
  texts: ComponentsTableTexts;
  /** The link to a component's settings, shown to admins who may change them. */
  link(type: string): ReactNode;
  onAdd(): void;
  /** Saves the owner without its component at this index. */
  onDelete(index: number): Promise<unknown>;
  /** Where the table keeps its paging in the URL, when the screen has another table. */
  urlStatePrefix?: string;
};

/** A policy's conditions or a profile's executors: type (to its settings) and what it does; add and remove. */
export function ComponentsTable({
  providerType,
  types,
  queryKey,
  texts,
  link,
  onAdd,
  onDelete,
  urlStatePrefix,
}: ComponentsTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const configText = useConfigText();
  const providers = useServerInfo().componentTypes?.[providerType] ?? [];
  const rows: ComponentRow[] = types.map((type, index) => ({ index, type }));
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ComponentRow>({
    titleKey: texts.confirmDelete[0],
    messageKey: texts.confirmDelete[1],
    messageValues: (row) => ({ name: row.type }),
    onDelete: (row) => onDelete(row.index),
  });

  const columns: DataTableColumn<ComponentRow>[] = [
    {
      id: "type",
      header: () => t(texts.typeColumn),
      cell: ({ row }) => (readOnly ? row.original.type : link(row.original.type)),
    },
    {
      id: "help",
      header: () => t("description"),
      cell: ({ row }) => configText(providers.find((type) => type.id === row.original.type)?.helpText) ?? "",
    },
  ];

  return (
    <>
      {DeleteConfirm}
      <DataTable<ComponentRow>
        source={partRowsSource(queryKey, rows, (row) => row.type)}
        columns={columns}
        ariaLabelKey={texts.label}
        searchPlaceholderKey={texts.search}
        getRowId={(row) => `${row.index}`}
        urlStatePrefix={urlStatePrefix}
        rowActions={readOnly ? [] : [deleteRowAction(confirmDelete)]}
        emptyState={{
          messageKey: texts.empty[0],
          instructionsKey: texts.empty[1],
        }}
        createAction={readOnly ? undefined : { labelKey: texts.add, onClick: onAdd }}
      />
    </>
  );
}
