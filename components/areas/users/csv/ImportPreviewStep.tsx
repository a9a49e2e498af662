"use client";

import { Badge, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { isImportable, type CheckedRow } from "@/lib/csv/userImportChecks";
import { issueText, type Translate } from "./importMessages";

/** Rows listed with their issues; the rest are counted, so a file of 10,000 rows does not render 10,000 rows. */
export const PREVIEW_ROWS = 200;

/** The import's third step: how many rows will be imported, and every row with an issue and why. */
export function ImportPreviewStep({ rows }: { rows: readonly CheckedRow[] }) {
  const t = useTranslations() as Translate;
  const refused = rows.filter((row) => !isImportable(row)).length;
  const withIssues = rows.filter((row) => row.issues.length > 0);
  return (
    <Stack gap="4">
      <Text role="status">{t("csvPreviewSummary", { total: rows.length, ready: rows.length - refused, refused })}</Text>
      {withIssues.length > 0 && (
        <SimpleTable
          label={t("csvRowsWithIssues")}
          rows={withIssues.slice(0, PREVIEW_ROWS)}
          rowKey={(row) => row.line}
          columns={[
            { headerKey: "csvLine", cell: (row) => row.line },
            {
              headerKey: "username",
              cell: (row) => <TruncatedText text={row.user.username ?? row.user.email ?? ""} />,
              cellProps: { maxW: "48" },
            },
            {
              headerKey: "csvOutcome",
              cell: (row) =>
                isImportable(row) ? (
                  <Badge colorPalette="orange">{t("csvImportedWithWarnings")}</Badge>
                ) : (
                  <Badge colorPalette="red">{t("csvNotImported")}</Badge>
                ),
            },
            {
              headerKey: "csvProblems",
              cell: (row) => (
                <TruncatedText lines={3} text={row.issues.map((issue) => issueText(issue, t)).join(" ")} />
              ),
              cellProps: { maxW: "md" },
            },
          ]}
        />
      )}
      {withIssues.length > PREVIEW_ROWS && (
        <Text>{t("csvMoreIssues", { count: withIssues.length - PREVIEW_ROWS })}</Text>
      )}
    </Stack>
  );
}
