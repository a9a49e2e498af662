"use client";

import type { ReactNode } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { FormProvider, type FieldValues } from "react-hook-form";
import { FormActions, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete, type ConfirmDeleteOptions } from "@/components/kit/screen/useConfirmDelete";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import type { ComponentConfigEdit } from "./useComponentConfigEdit";

export type ComponentConfigFormProps<T extends FieldValues> = {
  edit: ComponentConfigEdit<T>;
  /** Read-only as told, or as the form's access around says. */
  readOnly?: boolean;
  title: ReactNode;
  subtitle: string;
  /** The form's accessible name. */
  label: string;
  /** The confirmation and the removal of the stored component. */
  deletion: Omit<ConfirmDeleteOptions<ComponentRepresentation>, "onDeleted">;
  /** Back to the components' list: after a removal, and Cancel of a new one. */
  toList(): void;
  update(values: T): Promise<unknown>;
  /** Where new components may be made: writes one, then opens it by its new id. */
  create?: { write(values: T): Promise<{ id: string }>; open(id: string): void };
  /** The fields, inside the form's provider. */
  children: ReactNode;
};

/**
 * A component's settings page: a new one (Save and Cancel) or a stored one (Save, Revert and Delete), read-only for
 * admins who may only view, asking before unsaved changes are left behind.
 */
export function ComponentConfigForm<T extends FieldValues>({
  edit: { form, properties, stored },
  readOnly: readOnlyAsTold = false,
  title,
  subtitle,
  label,
  deletion,
  toList,
  update,
  create,
  children,
}: ComponentConfigFormProps<T>) {
  const t = useTranslations();
  const readOnly = useReadOnly() || readOnlyAsTold;
  // read while rendering: react-hook-form tracks only the form state a render has read
  const { isDirty, isSubmitSuccessful } = form.formState;
  const blocker = useUnsavedChangesBlocker(() => isDirty && !isSubmitSuccessful);
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    ...deletion,
    onDeleted: () => {
      blocker.allowNext();
      toList();
    },
  });

  const save = async (values: T) => {
    try {
      if (stored || !create) {
        await saveKeepingEdits(form, values, () => update(values));
        return;
      }
      const { id } = await create.write(values);
      blocker.allowNext();
      create.open(id);
    } catch (error) {
      // the mutation's alert shows the server's message; field errors also go on their fields
      applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config"));
    }
  };

  return (
    <Box>
      {deleteDialog}
      <PageHeader
        title={title}
        subtitle={subtitle}
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
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={label}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            {children}
            {!readOnly && <FormActions form={form} onCancel={stored ? undefined : toList} />}
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
