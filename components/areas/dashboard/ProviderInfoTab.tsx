"use client";
import { use, useMemo, useState } from "react";
import { Input, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";
import { useServerInfo } from "@/lib/console-context";
import { filterProviders } from "./providerInfo";
import { ProviderItem } from "./ProviderItem";

/** Every SPI with its providers, filtered by SPI or provider name; a provider's operational info folds out. */
export default function ProviderInfoTab() {
  use(loadAreaMessages());
  const t = useTranslations();
  const { providers } = useServerInfo();
  const [search, setSearch] = useState("");
  const rows = useMemo(() => filterProviders(providers ?? {}, search), [providers, search]);

  return (
    <Stack gap="3" py="4">
      <Input
        type="search"
        maxW="sm"
        aria-label={t("search")}
        placeholder={t("search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {rows.length === 0 ? (
        <Text color="fg.muted">{t("noResultsFound")}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t("providerInfo")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="1/4">{t("spi")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("providers")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ spi, providers: spiProviders }) => (
              <Table.Row key={spi}>
                <Table.Cell verticalAlign="top">{spi}</Table.Cell>
                <Table.Cell>
                  <Stack as="ul" gap="1" listStyleType="none">
                    {spiProviders.map(({ id, operationalInfo }) => (
                      <ProviderItem key={id} id={id} operationalInfo={operationalInfo} />
                    ))}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
