"use client";
import { use, useMemo, useState } from "react";
import { Input, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
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
      <SimpleTable
        label={t("providerInfo")}
        emptyKey="noResultsFound"
        rows={rows}
        rowKey={(row) => row.spi}
        columns={[
          { headerKey: "spi", cell: (row) => row.spi, headerProps: { w: "1/4" }, cellProps: { verticalAlign: "top" } },
          {
            headerKey: "providers",
            cell: (row) => (
              <Stack as="ul" gap="1" listStyleType="none">
                {row.providers.map(({ id, operationalInfo }) => (
                  <ProviderItem key={id} id={id} operationalInfo={operationalInfo} />
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
