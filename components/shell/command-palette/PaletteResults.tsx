"use client";

import { Box, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import type { PaletteGroup, PaletteItem } from "@/lib/command-palette/results";
import { KIND_TITLES } from "./kindTitles";

type PaletteResultsProps = {
  id: string;
  groups: readonly PaletteGroup[];
  activeIndex: number;
  optionId(index: number): string;
  onOpen(item: PaletteItem): void;
  onHover(index: number): void;
};

/** The results as a listbox of groups; the search box keeps the focus and names the active option. */
export function PaletteResults({ id, groups, activeIndex, optionId, onOpen, onHover }: PaletteResultsProps) {
  const t = useTranslations();
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((sum, group) => sum + group.items.length, 0));
  return (
    <Box id={id} role="listbox" aria-label={t("commandPaletteResults")} maxH="60vh" overflowY="auto">
      {groups.map((group, groupIndex) => (
        <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} pb="2">
          <Text id={`${id}-${group.kind}`} fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" py="1">
            {t(KIND_TITLES[group.kind])}
          </Text>
          {group.items.map((item, itemIndex) => {
            const index = starts[groupIndex] + itemIndex;
            const active = index === activeIndex;
            return (
              <Box
                key={item.key}
                id={optionId(index)}
                role="option"
                aria-selected={active}
                px="2"
                py="1.5"
                rounded="sm"
                cursor="pointer"
                bg={active ? "bg.emphasized" : undefined}
                onMouseMove={() => !active && onHover(index)}
                onClick={() => onOpen(item)}
              >
                <Text truncate>{item.label}</Text>
                {item.detail && (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {serverText(item.detail, t)}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
