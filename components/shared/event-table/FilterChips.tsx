"use client";

import { HStack, Tag } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FilterChip } from "./eventFilters";

/** The applied filters as chips ("Event type: LOGIN"), each removable on its own. */
export function FilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove(chip: FilterChip): void }) {
  const t = useTranslations();
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" pt="2" aria-label={t("activeFilters")} role="list">
      {chips.map((chip) => {
        const text = t("filterChip", { label: t(chip.labelKey), value: chip.value });
        return (
          <Tag.Root key={`${chip.field}-${chip.value}`} role="listitem">
            <Tag.Label>{text}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={t("removeFilter", { filter: text })} onClick={() => onRemove(chip)} />
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
    </HStack>
  );
}
