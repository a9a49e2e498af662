"use client";

import { useReadOnly } from "@/components/kit/form";
import { useMemo, useState } from "react";
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLocale, useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { QueryError } from "@/components/kit/ui/QueryError";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import {
  useMissingKeysSource,
  useSaveOverride,
  useTranslationCoverage,
  type MissingKey,
} from "@/lib/queries/localization";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { AddOverrideDialog } from "./AddOverrideDialog";
import { CoverageTable } from "./CoverageTable";
import { LocaleSelect } from "./LocaleSelect";
import { localeLabel, overrideLocales } from "./localesForm";

/**
 * /{realm}/realm-settings/translation-coverage: how each supported locale covers the console's texts, and the texts
 * a locale lacks, each of which the realm may override.
 */
export default function TranslationCoverageTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const uiLocale = useLocale();
  const name = realm.realm ?? "";
  const locales = useMemo(() => overrideLocales(realm, []), [realm]);
  const names = useMemo(() => new Intl.DisplayNames([uiLocale], { type: "language" }), [uiLocale]);
  const localeName = (locale: string) => localeLabel(names, locale);
  const coverage = useTranslationCoverage(name, locales);
  const [chosen, setChosen] = useState<string>();
  // English is the console's own language, so the first other locale is the one worth opening
  const locale = chosen ?? locales.find((code) => code !== realm.defaultLocale && code !== "en") ?? locales[0];

  if (coverage.isPending) return <LoadingSpinner />;
  if (coverage.isError) return <QueryError query={coverage} />;
  const total = coverage.data.coverage[0]?.total ?? 0;

  return (
    <Stack gap="6" py="4">
      <Text color="fg.muted">{t("translationCoverageDescription", { total })}</Text>
      <CoverageTable coverage={coverage.data.coverage} localeName={localeName} />
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t("missingKeysOf", { locale: localeName(locale) })}
        </Heading>
        <LocaleSelect locale={locale} locales={locales} localeName={localeName} onChange={setChosen} />
        <MissingKeys key={locale} realm={name} locales={locales} locale={locale} localeName={localeName(locale)} />
      </Stack>
    </Stack>
  );
}

type MissingKeysProps = {
  realm: string;
  locales: readonly string[];
  locale: string;
  localeName: string;
};

/** The keys one locale shows in English, with their English text and, for admins who manage the realm, an override. */
function MissingKeys({ realm, locales, locale, localeName }: MissingKeysProps) {
  const t = useTranslations();
  const readOnly = useReadOnly();
  const source = useMissingKeysSource(realm, locales, locale);
  const save = useSaveOverride(realm, "add");
  const [adding, setAdding] = useState<MissingKey>();

  const columns: DataTableColumn<MissingKey>[] = [
    { id: "key", header: t("key"), cell: ({ row }) => row.original.key },
    { id: "english", header: t("englishText"), cell: ({ row }) => row.original.english },
  ];
  if (!readOnly) {
    columns.push({
      id: "addOverride",
      header: t("addOverride"),
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={t("addOverrideFor", { key: row.original.key })}
          onClick={() => setAdding(row.original)}
        >
          {t("addOverride")}
        </Button>
      ),
    });
  }

  return (
    <>
      {adding && (
        <AddOverrideDialog
          missing={adding}
          localeName={localeName}
          onAdd={(value) => save.mutateAsync({ locale, key: adding.key, value })}
          onClose={() => setAdding(undefined)}
        />
      )}
      <DataTable<MissingKey>
        source={source}
        columns={columns}
        ariaLabelKey="missingKeysTable"
        searchPlaceholderKey="searchForMissingKey"
        getRowId={(row) => row.key}
        urlStatePrefix={false}
        emptyState={{ messageKey: "noMissingTranslations", instructionsKey: "noMissingTranslationsInstructions" }}
      />
    </>
  );
}
