"use client";

import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type { RowData } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type TableSource } from "@/components/kit/data-table";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";

export type PickRowsDialogProps<T extends RowData> = {
  open: boolean;
  /** Message key of the title, which names the table too. */
  titleKey: string;
  searchPlaceholderKey: string;
  source: TableSource<T>;
  columns: DataTableColumn<T>[];
  getRowId(row: T): string;
  /** Saves the chosen rows; the dialog closes once it succeeds. */
  onAdd(rows: T[]): Promise<unknown>;
  onClose(): void;
};

/** Picks rows from a searchable table to add (profiles to a policy, event types to save), then Add or Cancel. */
export function PickRowsDialog<T extends RowData>(props: PickRowsDialogProps<T>) {
  const { open, titleKey, onAdd, onClose, ...table } = props;
  const t = useTranslations();
  const [chosen, setChosen] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      await onAdd(chosen);
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
      title={t(titleKey)}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <PrimaryButton disabled={chosen.length === 0} loading={busy} onClick={add}>
            {t("add")}
          </PrimaryButton>
        </>
      }
    >
      <DataTable<T> {...table} ariaLabelKey={titleKey} urlStatePrefix={false} canSelect onSelect={setChosen} />
    </DialogFrame>
  );
}
