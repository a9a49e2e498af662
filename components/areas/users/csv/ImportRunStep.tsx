"use client";

import { Button, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { UTF8_BOM } from "@/lib/csv/csvWrite";
import { failureReportCsv } from "@/lib/csv/importReport";
import { downloadFile } from "@/lib/download";
import { PREVIEW_ROWS } from "./ImportPreviewStep";
import type { ImportRun } from "./useCsvImport";
import { CountProgress } from "@/components/kit/screen/CountProgress";

/** The import's last step: progress while it runs, then what was created and each failed row with its reasons. */
export function ImportRunStep({ run, columns }: { run: ImportRun; columns: readonly string[] }) {
  const t = useTranslations();
  const { progress } = run;
  const text = t("csvImportProgress", { done: progress.done, total: progress.total });
  const downloadReport = () =>
    downloadFile(
      "users-import-failures.csv",
      UTF8_BOM + failureReportCsv(columns, run.failures, { line: t("csvLine"), reason: t("csvReason") }),
      "text/csv;charset=utf-8",
    );
  if (!run.finished)
    return (
      <CountProgress done={progress.done} total={progress.total} label={t("csvImportProgressLabel")} text={text} />
    );
  return (
    <Stack gap="4">
      <Text role="status">{t("csvImportDone", { created: run.created, failed: run.failures.length })}</Text>
      {run.failures.length > 0 && (
        <>
          <Button alignSelf="start" variant="outline" onClick={downloadReport}>
            {t("csvDownloadReport")}
          </Button>
          <Table.Root size="sm" aria-label={t("csvFailedRows")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t("csvLine")}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t("csvReason")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {run.failures.slice(0, PREVIEW_ROWS).map((failure) => (
                <Table.Row key={failure.line}>
                  <Table.Cell>{failure.line}</Table.Cell>
                  <Table.Cell maxW="xl">
                    <TruncatedText lines={3} text={failure.reasons.join(" ")} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Stack>
  );
}
