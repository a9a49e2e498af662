"use client";

import { Alert, Center } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** The page cannot start without its environment block: say why, on the page itself. */
export function EnvironmentError({ error }: { error: unknown }) {
  const t = useTranslations();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center minH="100dvh" p="6">
      <Alert.Root role="alert" status="error" maxW="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("somethingWentWrong")}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Center>
  );
}
