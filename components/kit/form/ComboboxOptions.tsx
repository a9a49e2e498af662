"use client";

import type { ReactNode } from "react";
import { Combobox, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

type ComboboxOptionsProps<T> = {
  items: readonly T[];
  keyOf(item: T): string;
  textOf(item: T): ReactNode;
  /** The list is being fetched again (a search as the admin types). */
  busy?: boolean;
};

/** A combobox's open list: its items, each with its check mark, or "No results found". */
export function ComboboxOptions<T>({ items, keyOf, textOf, busy }: ComboboxOptionsProps<T>) {
  const t = useTranslations();
  return (
    <Portal>
      <Combobox.Positioner>
        <Combobox.Content aria-busy={busy}>
          <Combobox.Empty>{t("noResultsFound")}</Combobox.Empty>
          {items.map((item) => (
            <Combobox.Item item={item} key={keyOf(item)}>
              <Combobox.ItemText>{textOf(item)}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Portal>
  );
}
