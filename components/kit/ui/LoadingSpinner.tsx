"use client";
import { Center, Spinner } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** Spinner for a page area while its data loads. */
export function LoadingSpinner() {
  const t = useTranslations();
  return (
    <Center py="16" role="status" aria-label={t("loading")}>
      <Spinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
