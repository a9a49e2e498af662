"use client";

import { Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { ProviderType, ProviderTypes } from "./providerTypes";

function ProviderTypeList({ labelKey, types }: { labelKey: string; types: ProviderType[] }) {
  const t = useTranslations();
  if (types.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t(labelKey)}
      </Heading>
      <SimpleGrid role="list" aria-label={t(labelKey)} columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3">
        {types.map((type) => (
          <Card.Root key={type.id} role="listitem" aria-label={type.name} size="sm" variant="outline">
            <Card.Body>
              <Card.Title as="h4" fontSize="md">
                {type.name}
              </Card.Title>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The empty page: the kinds of provider the server can broker to, user-defined then social. Adding one is not part
 * of this console yet, so they are listed as plain cards with the reason under the heading.
 */
export function ProviderTypeChoices({ types }: { types: ProviderTypes }) {
  const t = useTranslations();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {t("noIdentityProviders")}
        </Heading>
        <Text>{t("getStarted")}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t("addIdentityProviderUnavailable")}
        </Text>
      </Stack>
      <ProviderTypeList labelKey="userDefined" types={types.userDefined} />
      <ProviderTypeList labelKey="social" types={types.social} />
    </Stack>
  );
}
