"use client";

import { Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { providerLabel } from "./providerLabel";
import { providerNewLink } from "@/lib/router/userFederationPaths";

type AddProviderChoicesProps = { realm: string; types: readonly string[]; canManage: boolean };

/** The empty page: a card to add each provider type the server offers (none for an admin who may only view). */
export function AddProviderChoices({ realm, types, canManage }: AddProviderChoicesProps) {
  const t = useTranslations();
  if (!canManage) return <Text>{t("noUserFederationProviders")}</Text>;
  return (
    <Stack gap="4">
      <Text>{t("getStarted")}</Text>
      <Heading as="h2" size="lg">
        {t("add-providers")}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        {types.map((id) => (
          <Button key={id} asChild variant="outline" size="lg">
            <Link {...providerNewLink(realm, id)}>{t("addProvider", { provider: providerLabel(id) })}</Link>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
