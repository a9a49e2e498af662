"use client";

import { useEffect } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { FormActions, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import { useDeleteKeyProvider, useUpdateKeyProvider } from "@/lib/queries/keyProviders";
import { KeyProviderFields } from "./KeyProviderFields";
import { fromKeyProviderValues, toKeyProviderValues, type KeyProviderValues } from "./keyProviderForm";
import { useKeyProviderForm } from "./useKeyProviderForm";

type KeyProviderSettingsFormProps = {
  realm: string;
  provider: ComponentRepresentation;
  properties: readonly ConfigProperty[];
};

/** A stored key provider's name and settings: Save and Revert, or read-only for admins who may only view. */
export function KeyProviderSettingsForm({ realm, provider, properties }: KeyProviderSettingsFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const providerId = provider.providerId ?? "";
  const form = useKeyProviderForm(properties, providerId, provider);
  const update = useUpdateKeyProvider(realm, provider.id ?? "");
  const deleteProvider = useDeleteKeyProvider(realm);
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const toProviders = () =>
    void navigate({ to: "/$realm/realm-settings/keys/$tab", params: { realm, tab: "providers" } });
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "deleteProviderTitle",
    messageKey: "deleteProviderConfirm",
    messageValues: (item) => ({ provider: item.name ?? "" }),
    onDelete: deleteProvider.mutateAsync,
    onDeleted: () => {
      blocker.allowNext();
      toProviders();
    },
  });

  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toKeyProviderValues(properties, providerId, provider));
  }, [provider, properties, providerId, form]);

  const save = async (values: KeyProviderValues) => {
    try {
      await saveKeepingEdits(form, values, () =>
        update.mutateAsync(fromKeyProviderValues(properties, providerId, provider.parentId ?? "", values, provider)),
      );
    } catch (error) {
      // the mutation's alert shows the server's message; field errors also go on their fields
      applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config"));
    }
  };

  return (
    <Box>
      {deleteDialog}
      <PageHeader
        title={provider.name}
        subtitle={providerId}
        actions={
          !readOnly && (
            <Button variant="outline" colorPalette="red" onClick={() => askDelete(provider)}>
              {t("delete")}
            </Button>
          )
        }
      />
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("keyProviderSettings")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            <KeyProviderFields realm={realm} properties={properties} />
            {!readOnly && <FormActions form={form} submitLabel={t("save")} />}
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
