"use client";

import { Card, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { addProviderHref } from "./providerHrefs";
import type { ProviderType, ProviderTypes } from "./providerTypes";

type ListProps = { labelKey: string; types: ProviderType[]; realm: string; canAdd: boolean };

function ProviderTypeList({ labelKey, types, realm, canAdd }: ListProps) {
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
                {canAdd ? (
                  <Link href={addProviderHref(realm, type.id)} colorPalette="blue">
                    {type.name}
                  </Link>
                ) : (
                  type.name
                )}
              </Card.Title>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The empty page: the kinds of provider the server can broker to, user-defined then social, each card opening its
 * add page for an admin who may manage providers (and plain for one who may only view them).
 */
export function ProviderTypeChoices({
  types,
  realm,
  canAdd,
}: {
  types: ProviderTypes;
  realm: string;
  canAdd: boolean;
}) {
  const t = useTranslations();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {t("noIdentityProviders")}
        </Heading>
        <Text>{t(canAdd ? "getStarted" : "noIdentityProvidersReadOnly")}</Text>
      </Stack>
      <ProviderTypeList labelKey="userDefined" types={types.userDefined} realm={realm} canAdd={canAdd} />
      <ProviderTypeList labelKey="social" types={types.social} realm={realm} canAdd={canAdd} />
    </Stack>
  );
}
