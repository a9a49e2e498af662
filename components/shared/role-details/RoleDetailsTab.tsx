"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextAreaField, TextField, FormActions } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateRole, type RoleContainer } from "@/lib/queries/roleDetails";
import { roleDetailsSchema, toDetailsValues, withDetails, type RoleDetailsValues } from "./roleForms";

export type RoleDetailsTabProps = {
  realm: string;
  container: RoleContainer;
  role: RoleRepresentation;
  readOnly: boolean;
};

/** The role's name (read-only) and description. */
export function RoleDetailsTab({ realm, container, role, readOnly }: RoleDetailsTabProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateRole = useUpdateRole(realm, role.id ?? "", container);
  const form = useForm<RoleDetailsValues>({
    defaultValues: toDetailsValues(role),
    resolver: zodResolver(roleDetailsSchema),
    mode: "onChange",
  });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toDetailsValues(role));
  }, [role, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: RoleDetailsValues) => {
    try {
      await saveKeepingEdits(form, values, () => updateRole.mutateAsync(withDetails(role, values)));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError("roleSaveError", error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("details")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <TextField control={form.control} name="name" label={t("roleName")} readOnly />
        <TextAreaField
          control={form.control}
          name="description"
          label={t("description")}
          readOnly={readOnly}
          rows={3}
        />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
