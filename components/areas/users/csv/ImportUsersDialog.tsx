"use client";

import { Alert, Button } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { isImportable } from "@/lib/csv/userImportChecks";
import { useUserProfileMetadata } from "@/lib/queries/userProfile";
import { CsvMappingStep } from "./CsvMappingStep";
import { CsvSourceStep, useCsvSource } from "./CsvSourceStep";
import { ImportPreviewStep } from "./ImportPreviewStep";
import { ImportRunStep } from "./ImportRunStep";
import type { Translate } from "./importMessages";
import { useCsvImport } from "./useCsvImport";

export type ImportUsersDialogProps = { realm: string; onClose(): void };

/** Users → Import: a CSV file or pasted text, its columns mapped to user fields, a checked preview, then the import. */
export default function ImportUsersDialog({ realm, onClose }: ImportUsersDialogProps) {
  const t = useTranslations() as Translate;
  const attributes = useUserProfileMetadata(realm).data?.attributes ?? [];
  const flow = useCsvImport(realm, attributes, t);
  const source = useCsvSource();
  const { step, run } = flow;
  const running = run !== undefined && !run.finished;
  // what the user chose is lost on leaving, and a running import would stop half-way
  const blocker = useUnsavedChangesBlocker(() => (step !== "import" && source.filled) || running);
  const importable = flow.checked.filter(isImportable).length;
  const usernameMapped = flow.emailAsUsername || flow.mapping.includes("username");

  const footer = {
    source: (
      <PrimaryButton loading={flow.busy} disabled={!source.filled} onClick={() => void flow.read(source.input()!)}>
        {t("next")}
      </PrimaryButton>
    ),
    mapping: (
      <>
        <Button variant="outline" onClick={() => flow.setStep("source")}>
          {t("back")}
        </Button>
        <PrimaryButton loading={flow.busy} disabled={!usernameMapped} onClick={() => void flow.check()}>
          {t("next")}
        </PrimaryButton>
      </>
    ),
    preview: (
      <>
        <Button variant="outline" onClick={() => flow.setStep("mapping")}>
          {t("back")}
        </Button>
        <PrimaryButton disabled={importable === 0} onClick={() => void flow.start()}>
          {t("csvImportCount", { count: importable })}
        </PrimaryButton>
      </>
    ),
    import: running ? (
      <Button variant="outline" loading={run.stopping} onClick={flow.requestStop}>
        {t("stop")}
      </Button>
    ) : (
      <PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>
    ),
  }[step];

  return (
    <>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <DialogFrame
        open
        size="xl"
        closeOnInteractOutside={false}
        closeOnEscape={!running}
        title={t("importUsers")}
        onClose={() => !running && onClose()}
        footer={
          <>
            {step !== "import" && (
              <Button variant="ghost" onClick={onClose}>
                {t("cancel")}
              </Button>
            )}
            {footer}
          </>
        }
      >
        {flow.error && (
          <Alert.Root status="error" mb="4">
            <Alert.Indicator />
            <Alert.Title>{flow.error}</Alert.Title>
          </Alert.Root>
        )}
        {step === "source" && <CsvSourceStep source={source} />}
        {step === "mapping" && flow.table && (
          <CsvMappingStep
            columns={flow.table.columns}
            sample={flow.table.rows[0]}
            mapping={flow.mapping}
            onMappingChange={flow.setMapping}
            attributes={attributes}
            temporaryPassword={flow.temporaryPassword}
            onTemporaryPasswordChange={flow.setTemporaryPassword}
            usernameMapped={usernameMapped}
          />
        )}
        {step === "preview" && <ImportPreviewStep rows={flow.checked} />}
        {step === "import" && run && flow.table && <ImportRunStep run={run} columns={flow.table.columns} />}
      </DialogFrame>
    </>
  );
}
