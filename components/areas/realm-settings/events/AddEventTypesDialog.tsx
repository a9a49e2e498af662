"use client";

import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { PickRowsDialog } from "@/components/kit/screen/PickRowsDialog";
import { addableEventTypesSource } from "@/lib/queries/eventsConfig";

type EventTypeRow = { id: string };

type AddEventTypesDialogProps = {
  realm: string;
  /** The types that may be added: the server's, less those saved already. */
  addable: string[];
  open: boolean;
  onAdd(types: string[]): Promise<unknown>;
  onClose(): void;
};

/** Picks event types to save from those the server knows. */
export function AddEventTypesDialog({ realm, addable, open, onAdd, onClose }: AddEventTypesDialogProps) {
  const t = useTranslations();
  const columns: DataTableColumn<EventTypeRow>[] = [
    { id: "id", header: t("eventType"), cell: ({ row }) => row.original.id },
  ];
  return (
    <PickRowsDialog<EventTypeRow>
      open={open}
      titleKey="addTypes"
      searchPlaceholderKey="searchForEventType"
      source={addableEventTypesSource(realm, addable)}
      columns={columns}
      getRowId={(row) => row.id}
      onAdd={(rows) => onAdd(rows.map((row) => row.id))}
      onClose={onClose}
    />
  );
}
