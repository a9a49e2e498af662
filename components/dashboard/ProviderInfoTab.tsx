"use client";
import { Fragment, useMemo, useState } from "react";
import { Box, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useServerInfo } from "@/lib/console-context";
import { filterProviders } from "./providerInfo";

/** Every SPI with its providers, filtered by SPI or provider name. */
export function ProviderInfoTab() {
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
                      <li key={id}>
                        {id}
                        {operationalInfo.length > 0 && (
                          <Box
                            as="dl"
                            display="grid"
                            gridTemplateColumns="auto 1fr"
                            columnGap="3"
                            ps="4"
                            color="fg.muted"
                            textStyle="xs"
                          >
                            {operationalInfo.map(([key, value]) => (
                              <Fragment key={key}>
                                <dt>{key}</dt>
                                <dd>{value}</dd>
                              </Fragment>
                            ))}
                          </Box>
                        )}
                      </li>
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
