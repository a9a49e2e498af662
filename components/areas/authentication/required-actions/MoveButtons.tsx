"use client";

import { HStack, IconButton } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

export type MoveButtonsProps = {
  name: string;
  canRaise: boolean;
  canLower: boolean;
  busy: boolean;
  onMove(direction: "up" | "down"): void;
};

/** Raises or lowers a required action's priority by one place. */
export function MoveButtons({ name, canRaise, canLower, busy, onMove }: MoveButtonsProps) {
  const t = useTranslations();
  return (
    <HStack gap="1">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t("moveRequiredActionUp", { name })}
        disabled={!canRaise || busy}
        onClick={() => onMove("up")}
      >
        <ChevronDownIcon transform="rotate(180deg)" />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t("moveRequiredActionDown", { name })}
        disabled={!canLower || busy}
        onClick={() => onMove("down")}
      >
        <ChevronDownIcon />
      </IconButton>
    </HStack>
  );
}
