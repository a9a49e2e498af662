"use client";

import { useEffect } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, KeyValueField } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/realm-settings/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/realm-settings/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateRole } from "@/lib/queries/roleDetails";
import { toAttributesValues, withAttributes, type RoleAttributesValues } from "./roleForms";

export type RoleAttributesTabProps = { realm: string; role: RoleRepresentation; readOnly: boolean };

/** The role's attributes, one row per value (a repeated key holds several values). */
export function RoleAttributesTab({ realm, role, readOnly }: RoleAttributesTabProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateRole = useUpdateRole(realm, role.id ?? "");
  const form = useForm<RoleAttributesValues>({ defaultValues: toAttributesValues(role) });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toAttributesValues(role));
  }, [role, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: RoleAttributesValues) => {
    try {
      await updateRole.mutateAsync(withAttributes(role, values));
      form.reset(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError("roleSaveError", error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("attributes")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4" py="6" maxW="3xl">
        <KeyValueField<RoleAttributesValues> control={form.control} name="attributes" label={t("roleAttributes")} readOnly={readOnly} />
        {!readOnly && (
          <HStack gap="3">
            <FormSubmitButton control={form.control}>{t("save")}</FormSubmitButton>
            <Button variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
              {t("revert")}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
