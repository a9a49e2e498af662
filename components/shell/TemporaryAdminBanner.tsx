"use client";
import { Alert } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** Warns that the signed-in admin is a temporary one. */
export function TemporaryAdminBanner() {
  const t = useTranslations();
  return (
    <Alert.Root status="warning" borderRadius="0">
      <Alert.Indicator />
      <Alert.Title>{t("loggedInAsTempAdminUser")}</Alert.Title>
    </Alert.Root>
  );
}
