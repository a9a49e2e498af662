"use client";

import type { ReactNode } from "react";
import { Button, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useRunThenClose } from "@/components/kit/ui/useRunThenClose";
import { useTranslations } from "next-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import type { PagedPicker } from "./usePagedPicker";
import { QueryError } from "@/components/kit/ui/QueryError";

export type PickerDialogProps<R> = {
  open?: boolean;
  title: string;
  searchLabel: string;
  picker: PagedPicker<R>;
  /** The rows shown for the page (filtered or flattened from the picker's). */
  rows: readonly R[];
  rowKey(row: R): string;
  renderRow(row: R): ReactNode;
  /** Shown when the page is empty. */
  emptyText: string;
  listLabel: string;
  /** Between the search and the list: where a drill-down picker is. */
  trail?: ReactNode;
  /** Beside the pager: how many rows are chosen. */
  status?: ReactNode;
  confirmLabel: string;
  confirmDisabled: boolean;
  /** Resolving closes the dialog; rejecting keeps it open with the choice (the mutation has raised the alert). */
  onConfirm(): Promise<unknown>;
  onClose(): void;
};

/** A dialog that finds rows among many on the server: search, one page at a time, and a confirming action. */
export function PickerDialog<R>({
  open = true,
  title,
  searchLabel,
  picker,
  rows,
  rowKey,
  renderRow,
  emptyText,
  listLabel,
  trail,
  status,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  onClose,
}: PickerDialogProps<R>) {
  const t = useTranslations();
  const { query, page, setPage, hasNext } = picker;
  const [busy, confirm] = useRunThenClose(onConfirm, onClose);
  return (
    <DialogFrame
      open={open}
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <PrimaryButton disabled={confirmDisabled} loading={busy} onClick={confirm}>
            {confirmLabel}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="3">
        <form
          role="search"
          aria-label={searchLabel}
          onSubmit={(event) => {
            event.preventDefault();
            // a dialog opened from a form is still inside it for React's event bubbling
            event.stopPropagation();
            picker.submitSearch();
          }}
        >
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={picker.searchText}
            onChange={(event) => picker.setSearchText(event.target.value)}
          />
        </form>
        {trail}
        {query.isError ? (
          <QueryError query={query} messageKey="tableLoadError" />
        ) : rows.length === 0 && !query.isPending ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <Stack as="ul" gap="1" aria-label={listLabel} aria-busy={query.isFetching} listStyleType="none">
            {rows.map((row) => (
              <li key={rowKey(row)}>{renderRow(row)}</li>
            ))}
          </Stack>
        )}
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {status}
          </Text>
          <HStack>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={t("previousPage")}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={t("nextPage")}
              disabled={!hasNext}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
