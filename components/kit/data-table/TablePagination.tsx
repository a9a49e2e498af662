"use client";

import { HStack, IconButton, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import { PAGE_SIZES } from "./useTableState";

export type TablePaginationProps = {
  /** The table's own name, so that two tables on one page have navigations told apart. */
  tableLabel: string;
  page: number;
  pageSize: number;
  /** Rows shown on this page. */
  count: number;
  hasNext: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
};

export function TablePagination({
  tableLabel,
  page,
  pageSize,
  count,
  hasNext,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const t = useTranslations();
  const first = page * pageSize + (count > 0 ? 1 : 0);
  const last = page * pageSize + count;
  return (
    <HStack as="nav" aria-label={t("paginationOf", { table: tableLabel })} gap="2" justify="flex-end">
      {/* "1 - 10" broken over two lines where the toolbar is tight; whole, the pagination moves below the search */}
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {t("pageRange", { first, last })}
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t("perPage")}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        aria-label={t("previousPage")}
        size="sm"
        variant="outline"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={t("nextPage")}
        size="sm"
        variant="outline"
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );
}
