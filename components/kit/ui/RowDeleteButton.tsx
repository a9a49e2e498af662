"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** A SimpleTable row's Delete, asking first through the caller's confirmation; `label` names what it deletes. */
export function RowDeleteButton({ label, onClick }: { label?: string; onClick(): void }) {
  const t = useTranslations();
  return (
    <Button size="xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      {t("delete")}
    </Button>
  );
}
