"use client";

import { Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { providerLabel } from "./providerLabel";

const PROVIDERS = ["ldap", "kerberos"] as const;

/**
 * The empty page: the providers one could add. The add pages are not part of this console yet, so the
 * choices are shown disabled with the reason under them.
 */
export function AddProviderChoices() {
  const t = useTranslations();
  return (
    <Stack gap="4">
      <Text>{t("getStarted")}</Text>
      <Heading as="h2" size="lg">
        {t("add-providers")}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        {PROVIDERS.map((id) => (
          <Button key={id} variant="outline" size="lg" disabled aria-describedby="add-provider-unavailable">
            {t("addProvider", { provider: providerLabel(id) })}
          </Button>
        ))}
      </SimpleGrid>
      <Text id="add-provider-unavailable" color="fg.muted" fontSize="sm">
        {t("addProviderUnavailable")}
      </Text>
    </Stack>
  );
}
