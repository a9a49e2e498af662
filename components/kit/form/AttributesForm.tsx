"use client";

import { useEffect } from "react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm, type UseFormSetError } from "react-hook-form";
import type { KeyValue } from "@/lib/form/keyValue";
import { saveKeepingEdits } from "./saveKeepingEdits";
import { FormActions } from "./FormActions";
import { KeyValueField } from "./KeyValueField";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "./useUnsavedChangesBlocker";

export type AttributesValues = { attributes: KeyValue[] };

export type AttributesFormProps = {
  /** The saved attributes as rows. The form resets to them when they change and it has no edits, so keep them memoized. */
  attributes: KeyValue[];
  label: string;
  description?: string;
  readOnly: boolean;
  /** Saves the rows; when it rejects, the edits stay to try again. */
  onSave: (attributes: KeyValue[]) => Promise<unknown>;
  /** Reports a failed save; without it the save itself is expected to have raised the alert. */
  onSaveError?: (error: unknown, setError: UseFormSetError<AttributesValues>) => void;
};

/** Key-value attributes with save and revert, one row per value; leaving with edits asks first. */
export function AttributesForm({ attributes, label, description, readOnly, onSave, onSaveError }: AttributesFormProps) {
  const t = useTranslations();
  const form = useForm<AttributesValues>({ defaultValues: { attributes } });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ attributes });
  }, [attributes, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: AttributesValues) => {
    try {
      await saveKeepingEdits(form, values, () => onSave(values.attributes));
    } catch (error) {
      onSaveError?.(error, form.setError);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("attributes")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4" py="6" maxW="3xl">
        {description && <Text color="fg.muted">{description}</Text>}
        <KeyValueField<AttributesValues> control={form.control} name="attributes" label={label} readOnly={readOnly} />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
