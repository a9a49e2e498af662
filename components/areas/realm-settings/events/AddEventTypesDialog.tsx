"use client";

import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
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
  const [chosen, setChosen] = useState<EventTypeRow[]>([]);
  const [busy, setBusy] = useState(false);
  const columns: DataTableColumn<EventTypeRow>[] = [
    { id: "id", header: t("eventType"), cell: ({ row }) => row.original.id },
  ];
  const source = addableEventTypesSource(realm, addable);

  const add = async () => {
    setBusy(true);
    try {
      await onAdd(chosen.map((row) => row.id));
      onClose();
    } catch {
      // the mutation's alert shows the server's message; the dialog stays open with the choice for another try
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      size="lg"
      title={t("addTypes")}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button colorPalette="blue" disabled={chosen.length === 0} loading={busy} onClick={add}>
            {t("add")}
          </Button>
        </>
      }
    >
      <DataTable<EventTypeRow>
        source={source}
        columns={columns}
        ariaLabelKey="addTypes"
        searchPlaceholderKey="searchForEventType"
        getRowId={(row) => row.id}
        urlStatePrefix={false}
        canSelect
        onSelect={setChosen}
      />
    </DialogFrame>
  );
}
