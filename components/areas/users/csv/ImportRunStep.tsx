"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
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
          <SimpleTable
            label={t("csvFailedRows")}
            rows={run.failures.slice(0, PREVIEW_ROWS)}
            rowKey={(failure) => failure.line}
            columns={[
              { headerKey: "csvLine", cell: (failure) => failure.line },
              {
                headerKey: "csvReason",
                cell: (failure) => <TruncatedText lines={3} text={failure.reasons.join(" ")} />,
                cellProps: { maxW: "xl" },
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
