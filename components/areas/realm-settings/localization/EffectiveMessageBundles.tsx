"use client";

import { useMemo, useState } from "react";
import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { SelectField, TextField } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import { useEffectiveBundlesSource, type BundleFilter } from "@/lib/queries/localization";
import type EffectiveMessageBundleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/effectiveMessageBundleRepresentation.js";
import { localeLabel, themeLocales } from "./localesForm";

type SearchValues = { theme: string; themeType: string; locale: string; words: string };

/** The texts a theme shows in this realm (the theme's own and the realm's overrides), searched as Keycloak does. */
export function EffectiveMessageBundles({ realm }: { realm: RealmRepresentation }) {
  const t = useTranslations();
  const uiLocale = useLocale();
  const serverInfo = useServerInfo();
  const [filter, setFilter] = useState<BundleFilter>();
  const source = useEffectiveBundlesSource(realm.realm ?? "", filter);
  const form = useForm<SearchValues>({ defaultValues: { theme: "", themeType: "", locale: "", words: "" } });
  const names = useMemo(() => new Intl.DisplayNames([uiLocale], { type: "language" }), [uiLocale]);

  const themes = serverInfo.themes ?? {};
  const themeType = form.watch("themeType");
  const themeNames = [
    ...new Set((themeType ? themes[themeType] : Object.values(themes).flat())?.map((theme) => theme.name) ?? []),
  ];
  const locales = [...new Set([...themeLocales(serverInfo), ...(realm.supportedLocales ?? [])])];

  const search = form.handleSubmit(({ words, ...values }) =>
    setFilter({ ...values, words: words.split(" ").filter((word) => word !== "") }),
  );
  const columns: DataTableColumn<EffectiveMessageBundleRepresentation>[] = [
    { id: "key", header: t("key"), cell: ({ row }) => row.original.key },
    { id: "value", header: t("value"), cell: ({ row }) => row.original.value },
  ];

  return (
    <Stack gap="4" py="4">
      <Text color="fg.muted">{t("effectiveMessageBundlesDescription")}</Text>
      <form onSubmit={search} noValidate aria-label={t("searchForEffectiveMessageBundles")}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
          <SelectField
            control={form.control}
            name="themeType"
            label={t("themeType")}
            placeholder={t("selectThemeType")}
            options={Object.keys(themes).sort()}
            required
          />
          <SelectField
            control={form.control}
            name="theme"
            label={t("theme")}
            placeholder={t("selectTheme")}
            options={themeNames.sort()}
            required
          />
          <SelectField
            control={form.control}
            name="locale"
            label={t("language")}
            placeholder={t("selectLanguage")}
            options={locales.map((code) => ({ value: code, label: localeLabel(names, code) }))}
            required
          />
          <TextField control={form.control} name="words" label={t("hasWords")} />
        </SimpleGrid>
        <HStack gap="2" pt="4">
          <PrimaryButton type="submit" size="sm">
            {t("search")}
          </PrimaryButton>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.reset();
              setFilter(undefined);
            }}
          >
            {t("clear")}
          </Button>
        </HStack>
      </form>
      {filter ? (
        <DataTable<EffectiveMessageBundleRepresentation>
          key={JSON.stringify(filter)}
          source={source}
          columns={columns}
          ariaLabelKey="effectiveMessageBundles"
          getRowId={(row) => row.key}
          urlStatePrefix={false}
          isSearching
        />
      ) : (
        <Text>{t("emptyEffectiveMessageBundles")}</Text>
      )}
    </Stack>
  );
}
