"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, Flex, HStack, IconButton, Input, InputGroup, Tag, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RefreshIcon, SearchIcon } from "@/components/kit/ui/icons";
import { useSlashFocus } from "./useSlashFocus";

export type TableToolbarProps = {
  /** Message key of the search box's label and placeholder; no search box without it. */
  searchPlaceholderKey?: string;
  search: string;
  onSearch(search: string): void;
  /** Filters applied besides the search box (a screen's own filters). */
  extraFilterCount: number;
  onClearAllFilters(): void;
  onRefresh(): void;
  refreshing: boolean;
  children?: ReactNode;
  pagination: ReactNode;
};

/** The filters the toolbar lists, with its Clear all filters: the search, if any, and the screen's own. */
export const appliedFilterCount = (search: string, extraFilterCount: number) => (search ? 1 : 0) + extraFilterCount;

/** Search box, the caller's toolbar items, refresh and pagination; below it the applied-filter chips. */
export function TableToolbar({
  searchPlaceholderKey,
  search,
  onSearch,
  extraFilterCount,
  onClearAllFilters,
  onRefresh,
  refreshing,
  children,
  pagination,
}: TableToolbarProps) {
  const t = useTranslations();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const filterCount = appliedFilterCount(search, extraFilterCount);
  const searchInput = useRef<HTMLInputElement>(null);
  useSlashFocus(searchInput);

  return (
    <>
      <Flex gap="2" wrap="wrap" align="center" py="2">
        {searchPlaceholderKey && (
          <form
            role="search"
            aria-label={t(searchPlaceholderKey)}
            onSubmit={(event) => {
              event.preventDefault();
              onSearch(text.trim());
            }}
          >
            <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} width="xs">
              <Input
                ref={searchInput}
                type="search"
                aria-label={t(searchPlaceholderKey)}
                placeholder={t(searchPlaceholderKey)}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  // Clearing the box (its x button or deleting the text) drops the search at once.
                  if (event.target.value === "" && search !== "") onSearch("");
                }}
              />
            </InputGroup>
          </form>
        )}
        {children}
        <IconButton aria-label={t("refresh")} variant="ghost" loading={refreshing} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
        <Flex flex="1" justify="flex-end">
          {pagination}
        </Flex>
      </Flex>
      {filterCount > 0 && (
        <HStack gap="2" pb="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t("filtersApplied", { n: filterCount })}
          </Text>
          {search && (
            <Tag.Root>
              <Tag.Label>{search}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t("removeFilter", { filter: search })} onClick={() => onSearch("")} />
              </Tag.EndElement>
            </Tag.Root>
          )}
          <Button variant="plain" size="sm" colorPalette="blue" onClick={onClearAllFilters}>
            {t("clearAllFilters")}
          </Button>
        </HStack>
      )}
    </>
  );
}
