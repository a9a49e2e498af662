"use client";

import { Table } from "@chakra-ui/react";
import { useFormatter, useTranslations } from "next-intl";
import type { LocaleCoverage } from "@/lib/i18n/translationCoverage";

type CoverageTableProps = {
  coverage: readonly LocaleCoverage[];
  localeName: (locale: string) => string;
};

/** Per locale: the console's texts the theme translates, the realm overrides, those missing, and the share covered. */
export function CoverageTable({ coverage, localeName }: CoverageTableProps) {
  const t = useTranslations();
  const format = useFormatter();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" px="3" py="2">
          {t("translationCoverageLocales")}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("coverageLocale")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("translatedByTheme")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("overriddenByRealm")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("missingTranslations")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("coveragePercent")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {coverage.map((entry) => (
            <Table.Row key={entry.locale}>
              <Table.Cell>{localeName(entry.locale)}</Table.Cell>
              <Table.Cell textAlign="end">{format.number(entry.theme)}</Table.Cell>
              <Table.Cell textAlign="end">{format.number(entry.realm)}</Table.Cell>
              <Table.Cell textAlign="end">{format.number(entry.missing.length)}</Table.Cell>
              <Table.Cell textAlign="end">
                {t("coveragePercentValue", {
                  share: entry.total === 0 ? 1 : (entry.total - entry.missing.length) / entry.total,
                })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
