"use client";

import { Box, Button, List, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useTranslations } from "next-intl";
import type { BulkProgress, BulkSummary } from "@/lib/bulk/runBulk";
import type { BruteUser } from "@/lib/queries/users";
import { failureRows } from "./bulkActions";
import { CountProgress } from "@/components/kit/screen/CountProgress";

export type BulkRunState = {
  titleKey: string;
  progress: BulkProgress;
  /** Set once the run has finished. */
  summary?: BulkSummary<BruteUser>;
  stopping: boolean;
};

export type BulkProgressDialogProps = {
  run: BulkRunState | undefined;
  onStop(): void;
  onClose(): void;
};

/** The progress of a bulk action (n of N), then what happened: successes, and each failure with the server's message. */
export function BulkProgressDialog({ run, onStop, onClose }: BulkProgressDialogProps) {
  const t = useTranslations();
  const finished = run?.summary !== undefined;
  return (
    <DialogFrame
      open={run !== undefined}
      closeOnInteractOutside={false}
      closeOnEscape={finished}
      size="lg"
      title={run ? t(run.titleKey) : null}
      onClose={() => finished && onClose()}
      footer={
        <>
          {finished ? (
            <PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>
          ) : (
            <Button variant="outline" onClick={onStop} loading={run?.stopping}>
              {t("stop")}
            </Button>
          )}
        </>
      }
    >
      {run && (run.summary ? <BulkSummaryView summary={run.summary} /> : <BulkProgressView progress={run.progress} />)}
    </DialogFrame>
  );
}

function BulkProgressView({ progress }: { progress: BulkProgress }) {
  const t = useTranslations();
  const text = t("bulkProgress", { done: progress.done, total: progress.total });
  return <CountProgress done={progress.done} total={progress.total} label={t("bulkProgressLabel")} text={text} />;
}

function BulkSummaryView({ summary }: { summary: BulkSummary<BruteUser> }) {
  const t = useTranslations();
  const failures = failureRows(summary, t);
  return (
    <Stack gap="3" role="status">
      <Text color="fg.success">{t("bulkSucceeded", { count: summary.succeeded.length, total: summary.total })}</Text>
      {failures.length > 0 && (
        <Box>
          <Text color="fg.error">{t("bulkFailed", { count: failures.length })}</Text>
          <SimpleTable
            label={t("bulkFailures")}
            rows={failures}
            rowKey={(failure) => failure.id}
            columns={[
              { headerKey: "username", cell: (failure) => failure.username },
              { headerKey: "bulkError", cell: (failure) => failure.message },
            ]}
          />
        </Box>
      )}
      {summary.skipped.length > 0 && (
        <Box>
          <Text color="fg.warning">{t("bulkSkipped", { count: summary.skipped.length })}</Text>
          <List.Root aria-label={t("bulkSkippedUsers")} ps="4">
            {summary.skipped.map((user, index) => (
              <List.Item key={user.id ?? index}>{user.username ?? user.id}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
