"use client";

import { Table } from "@chakra-ui/react";
import { useFormatter, useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
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
      <SimpleTable
        caption={t("translationCoverageLocales")}
        rows={coverage}
        rowKey={(entry) => entry.locale}
        columns={[
          { headerKey: "coverageLocale", cell: (entry) => localeName(entry.locale) },
          { headerKey: "translatedByTheme", align: "end", cell: (entry) => format.number(entry.theme) },
          { headerKey: "overriddenByRealm", align: "end", cell: (entry) => format.number(entry.realm) },
          { headerKey: "missingTranslations", align: "end", cell: (entry) => format.number(entry.missing.length) },
          {
            headerKey: "coveragePercent",
            align: "end",
            cell: (entry) =>
              t("coveragePercentValue", {
                share: entry.total === 0 ? 1 : (entry.total - entry.missing.length) / entry.total,
              }),
          },
        ]}
      />
    </Table.ScrollArea>
  );
}
