"use client";

import { useEffect } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormActions, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import {
  useCreateRegistrationPolicy,
  useDeleteRegistrationPolicy,
  useUpdateRegistrationPolicy,
  type RegistrationPolicyKind,
} from "@/lib/queries/clientRegistrationPolicies";
import { registrationPolicyEditPath } from "./clientRegistrationTabs";
import {
  fromRegistrationPolicyValues,
  toRegistrationPolicyValues,
  type RegistrationPolicyValues,
} from "./registrationPolicyForm";
import { useRegistrationPolicyForm } from "./useRegistrationPolicyForm";

type RegistrationPolicyFormProps = {
  realm: string;
  kind: RegistrationPolicyKind;
  providerId: string;
  properties: readonly ConfigProperty[];
  /** The stored policy; none when creating one. */
  stored?: ComponentRepresentation;
  readOnly: boolean;
};

/** A registration policy's name and its provider's settings: create, or save, revert and delete a stored one. */
export function RegistrationPolicyForm({
  realm,
  kind,
  providerId,
  properties,
  stored,
  readOnly,
}: RegistrationPolicyFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const form = useRegistrationPolicyForm(properties, stored);
  const create = useCreateRegistrationPolicy(realm);
  const update = useUpdateRegistrationPolicy(realm, stored?.id ?? "");
  const deletePolicy = useDeleteRegistrationPolicy(realm);
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const toList = () => void navigate({ to: "/$realm/clients/client-registration/$tab", params: { realm, tab: kind } });
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "clientRegisterPolicyDeleteConfirmTitle",
    messageKey: "clientRegisterPolicyDeleteConfirm",
    messageValues: (policy) => ({ name: policy.name ?? "" }),
    onDelete: deletePolicy.mutateAsync,
    onDeleted: () => {
      blocker.allowNext();
      toList();
    },
  });

  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(toRegistrationPolicyValues(properties, stored));
  }, [stored, properties, form]);

  const save = async (values: RegistrationPolicyValues) => {
    const policy = fromRegistrationPolicyValues(properties, { providerId, kind }, values, stored);
    try {
      if (stored) {
        await saveKeepingEdits(form, values, () => update.mutateAsync(policy));
        return;
      }
      const { id } = await create.mutateAsync(policy);
      blocker.allowNext();
      void navigate({ to: registrationPolicyEditPath, params: { realm, subTab: kind, providerId, id } });
    } catch (error) {
      // the mutation's alert shows the server's message; field errors also go on their fields
      applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config"));
    }
  };

  return (
    <Box>
      {deleteDialog}
      <PageHeader
        title={stored ? stored.name : t("createPolicy")}
        subtitle={providerId}
        actions={
          stored &&
          !readOnly && (
            <Button variant="outline" colorPalette="red" onClick={() => askDelete(stored)}>
              {t("delete")}
            </Button>
          )
        }
      />
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("clientRegistrationPolicy")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            <TextField<RegistrationPolicyValues>
              name="name"
              label={t("name")}
              help={t("clientPolicyNameHelp")}
              required
              readOnly={readOnly}
            />
            <DynamicConfigFields<RegistrationPolicyValues> properties={properties} realm={realm} readOnly={readOnly} />
            {!readOnly && (
              <FormActions
                form={form}
                submitLabel={t("save")}
                secondary={
                  stored ? undefined : (
                    <Button variant="ghost" onClick={toList}>
                      {t("cancel")}
                    </Button>
                  )
                }
              />
            )}
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
