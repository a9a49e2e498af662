"use client";

import { useDeferredValue, useMemo, useState } from "react";
import { Combobox, Portal, createListCollection } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/QueryError";

export type SearchSelectProps<T> = {
  value: T | undefined;
  onChange(value: T | undefined): void;
  /** The matches of what is typed, searched on the server. */
  useMatches(search: string): UseQueryResult<T[]>;
  idOf(item: T): string;
  /** What the input shows once the item is chosen. */
  labelOf(item: T): string;
  /** What the option shows beside the label (an email). */
  detailOf?(item: T): string | undefined;
  label: string;
  placeholder: string;
};

/** A typeahead over many objects (users, clients): what is typed is searched on the server, one object is chosen. */
export function SearchSelect<T>({
  value,
  onChange,
  useMatches,
  idOf,
  labelOf,
  detailOf,
  label,
  placeholder,
}: SearchSelectProps<T>) {
  const t = useTranslations();
  const [search, setSearch] = useState("");
  const matches = useMatches(useDeferredValue(search.trim()));
  const collection = useMemo(() => {
    const found = matches.data ?? [];
    // the chosen object stays an item whatever the search, so the input keeps showing it
    const items = value && !found.some((item) => idOf(item) === idOf(value)) ? [value, ...found] : found;
    return createListCollection<T>({ items, itemToString: labelOf, itemToValue: idOf });
  }, [matches.data, value, idOf, labelOf]);
  return (
    <>
      <Combobox.Root
        collection={collection}
        value={value ? [idOf(value)] : []}
        openOnClick
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === "input-change") setSearch(inputValue);
        }}
        onValueChange={({ items }) => onChange(items[0])}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} aria-label={label} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content aria-busy={matches.isFetching}>
              <Combobox.Empty>{t("noResultsFound")}</Combobox.Empty>
              {collection.items.map((item) => {
                const detail = detailOf?.(item);
                return (
                  <Combobox.Item item={item} key={idOf(item)}>
                    <Combobox.ItemText>
                      {labelOf(item)}
                      {detail ? ` (${detail})` : ""}
                    </Combobox.ItemText>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                );
              })}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {matches.isError && <QueryError query={matches} />}
    </>
  );
}
