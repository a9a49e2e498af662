"use client";

import { useState, type ReactNode } from "react";
import { Checkbox, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PickerDialog } from "@/components/kit/screen/picker";
import type { PagedPicker } from "@/components/kit/screen/picker/usePagedPicker";

export type SinglePickDialogProps<R> = {
  title: string;
  searchLabel: string;
  picker: PagedPicker<R>;
  /** The page's rows, when they are not the picker's as they come (a searched tree flattened). */
  rows?: readonly R[];
  rowKey(row: R): string;
  /** What a row shows; the picked row's value is what the field stores. */
  rowLabel(row: R): ReactNode;
  valueOf(row: R): string;
  emptyText: string;
  listLabel: string;
  /** Above the list: a filter or a drill-down trail. */
  toolbar?: ReactNode;
  /** Beside a row: a way into it (a group's subgroups). */
  rowAction?(row: R): ReactNode;
  onPick(value: string): void;
  onClose(): void;
};

/** A picker dialog that chooses one row among many on the server and hands back its stored value. */
export function SinglePickDialog<R>({
  picker,
  rows = picker.rows,
  rowKey,
  rowLabel,
  valueOf,
  toolbar,
  rowAction,
  onPick,
  ...props
}: SinglePickDialogProps<R>) {
  const t = useTranslations();
  const [chosen, setChosen] = useState<R>();
  return (
    <PickerDialog
      {...props}
      picker={picker}
      rows={rows}
      rowKey={rowKey}
      trail={toolbar}
      renderRow={(row) => (
        <HStack justify="space-between">
          <Checkbox.Root
            checked={chosen !== undefined && rowKey(chosen) === rowKey(row)}
            onCheckedChange={({ checked }) => setChosen(checked === true ? row : undefined)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{rowLabel(row)}</Checkbox.Label>
          </Checkbox.Root>
          {rowAction?.(row)}
        </HStack>
      )}
      confirmLabel={t("select")}
      confirmDisabled={chosen === undefined}
      onConfirm={async () => {
        if (chosen !== undefined) onPick(valueOf(chosen));
      }}
    />
  );
}
