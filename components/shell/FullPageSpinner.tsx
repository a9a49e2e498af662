"use client";

import { Center, Spinner } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** What the whole page shows while the console starts. */
export function FullPageSpinner() {
  const t = useTranslations();
  return (
    <Center minH="100dvh" role="status" aria-label={t("loading")}>
      <Spinner size="xl" color="colorPalette.solid" />
    </Center>
  );
}
