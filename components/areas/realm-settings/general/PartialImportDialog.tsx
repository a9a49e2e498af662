"use client";

import { useState } from "react";
import { Alert, Button, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type { PartialImportResponse } from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { CheckboxGroupField, RadioGroupField, SelectField } from "@/components/kit/form";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { getErrorMessage } from "@/lib/errors";
import { usePartialImport } from "@/lib/queries/realms";
import {
  IMPORT_POLICIES,
  IMPORT_RESOURCES,
  importRequest,
  resourceCounts,
  type ImportPolicy,
  type ImportResource,
} from "@/lib/realm-settings/partialImportFile";
import { ImportFileInput, type ChosenFile } from "./ImportFileInput";
import { ImportResults } from "./ImportResults";

type ImportValues = { realmIndex: string; resources: ImportResource[]; policy: ImportPolicy };

const POLICY_KEYS: Record<ImportPolicy, string> = {
  FAIL: "policyFail",
  SKIP: "policySkip",
  OVERWRITE: "policyOverwrite",
};

export type PartialImportDialogProps = { realm: string; open: boolean; onClose(): void };

/**
 * Keycloak's partial import: a realm export (or a list of them, one picked), the resource types to take from it and
 * what to do with those that exist; then what was added, skipped or overwritten. A failure keeps every choice.
 */
export function PartialImportDialog({ realm, open, onClose }: PartialImportDialogProps) {
  const t = useTranslations();
  const [file, setFile] = useState<ChosenFile>();
  const [result, setResult] = useState<PartialImportResponse>();
  const [failure, setFailure] = useState<string>();
  const partialImport = usePartialImport(realm);
  const form = useForm<ImportValues>({ defaultValues: { realmIndex: "0", resources: [], policy: "FAIL" } });
  const { control } = form;

  const realms = file && "realms" in file ? file.realms : [];
  const chosenRealm = realms[Number(form.watch("realmIndex"))] ?? realms[0];
  const counts = chosenRealm ? resourceCounts(chosenRealm) : undefined;
  const available = IMPORT_RESOURCES.filter((resource) => (counts?.[resource] ?? 0) > 0);
  const chosen = form.watch("resources").filter((resource) => available.includes(resource));

  const close = () => {
    setFile(undefined);
    setResult(undefined);
    setFailure(undefined);
    form.reset();
    onClose();
  };

  const chooseFile = (next: ChosenFile) => {
    setFile(next);
    setFailure(undefined);
    form.reset({ ...form.getValues(), realmIndex: "0", resources: [] });
  };

  const submit = form.handleSubmit(async ({ policy }) => {
    if (!chosenRealm) return;
    setFailure(undefined);
    try {
      setResult(await partialImport.mutateAsync(importRequest(chosenRealm, chosen, policy)));
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });

  const footer = result ? (
    <PrimaryButton onClick={close}>{t("close")}</PrimaryButton>
  ) : (
    <>
      <Button variant="outline" onClick={close}>
        {t("cancel")}
      </Button>
      <PrimaryButton type="submit" loading={form.formState.isSubmitting} disabled={chosen.length === 0}>
        {t("import")}
      </PrimaryButton>
    </>
  );

  return (
    <DialogFrame
      open={open}
      onClose={close}
      size="lg"
      title={t("partialImport")}
      footer={footer}
      wrap={(content) => (
        <form onSubmit={submit} noValidate aria-label={t("partialImport")}>
          {content}
        </form>
      )}
    >
      {result ? (
        <ImportResults result={result} />
      ) : (
        <Stack gap="5">
          <ImportFileInput file={file} onChange={chooseFile} />
          {realms.length > 1 && (
            <SelectField
              control={control}
              name="realmIndex"
              label={t("importRealmChoice")}
              options={realms.map((r, index) => ({ value: String(index), label: r.realm ?? String(index + 1) }))}
            />
          )}
          {counts && (
            <CheckboxGroupField
              control={control}
              name="resources"
              label={t("chooseResources")}
              helperText={available.length === 0 ? t("noImportableResources") : undefined}
              options={available.map((resource) => ({
                value: resource,
                label: t("importResourceCount", { resource: t(resource), count: counts[resource] }),
              }))}
            />
          )}
          <RadioGroupField
            control={control}
            name="policy"
            label={t("ifResourceExists")}
            options={IMPORT_POLICIES.map((policy) => ({ value: policy, label: t(POLICY_KEYS[policy]) }))}
          />
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
