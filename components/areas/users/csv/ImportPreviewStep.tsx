"use client";

import { Badge, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
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
        <Table.Root size="sm" aria-label={t("csvRowsWithIssues")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t("csvLine")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("username")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("csvOutcome")}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t("csvProblems")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {withIssues.slice(0, PREVIEW_ROWS).map((row) => (
              <Table.Row key={row.line}>
                <Table.Cell>{row.line}</Table.Cell>
                <Table.Cell maxW="48">
                  <TruncatedText text={row.user.username ?? row.user.email ?? ""} />
                </Table.Cell>
                <Table.Cell>
                  {isImportable(row) ? (
                    <Badge colorPalette="orange">{t("csvImportedWithWarnings")}</Badge>
                  ) : (
                    <Badge colorPalette="red">{t("csvNotImported")}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell maxW="md">
                  <TruncatedText lines={3} text={row.issues.map((issue) => issueText(issue, t)).join(" ")} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {withIssues.length > PREVIEW_ROWS && (
        <Text>{t("csvMoreIssues", { count: withIssues.length - PREVIEW_ROWS })}</Text>
      )}
    </Stack>
  );
}
