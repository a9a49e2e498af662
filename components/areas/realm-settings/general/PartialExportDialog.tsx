"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SwitchField } from "@/components/kit/form";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { downloadJson } from "@/lib/download";
import { usePartialExport, type PartialExportOptions } from "@/lib/queries/realms";

export type PartialExportDialogProps = { realm: string; open: boolean; onClose(): void };

const DEFAULTS: PartialExportOptions = { exportGroupsAndRoles: false, exportClients: false };

/** Keycloak's partial export: the realm's settings, with its groups and roles and its clients if asked, as a file. */
export function PartialExportDialog({ realm, open, onClose }: PartialExportDialogProps) {
  const t = useTranslations();
  const partialExport = usePartialExport(realm);
  const form = useForm<PartialExportOptions>({ defaultValues: DEFAULTS });

  const close = () => {
    form.reset(DEFAULTS);
    onClose();
  };

  // a failure is the mutation's error alert, and the dialog stays open with the choices made
  const submit = form.handleSubmit(async (options) => {
    const exported = await partialExport.mutateAsync(options).catch(() => undefined);
    if (!exported) return;
    downloadJson("realm-export.json", exported);
    close();
  });

  const toggle = (name: keyof PartialExportOptions, label: string) => (
    <SwitchField control={form.control} name={name} label={t(label)} />
  );

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t("partialExport")}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t("cancel")}
          </Button>
          <PrimaryButton type="submit" loading={form.formState.isSubmitting}>
            {t("export")}
          </PrimaryButton>
        </>
      }
      wrap={(content) => (
        <form onSubmit={submit} noValidate aria-label={t("partialExport")}>
          {content}
        </form>
      )}
    >
      <Stack gap="4">
        <Text>{t("partialExportHeaderText")}</Text>
        {toggle("exportGroupsAndRoles", "includeGroupsAndRoles")}
        {toggle("exportClients", "includeClients")}
        <Text color="fg.muted" fontSize="sm">
          {t("exportWarning")}
        </Text>
      </Stack>
    </DialogFrame>
  );
}
