"use client";

import { useEffect, useState } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, TextAreaField, TextField, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { z } from "@/lib/form/zod";

export type NameDescription = { name: string; description: string };

type NameDescriptionFormProps = {
  /** The stored profile or policy; none for a new one, whose name is then free to choose. */
  stored?: NameDescription;
  /** Names already taken (Keycloak refuses a duplicate, a global profile's name included). */
  takenNames: readonly string[];
  formLabel: string;
  /** Saves; rejects when the server refused, whose message the mutation's alert shows. */
  onSave(values: NameDescription): Promise<unknown>;
  /** After a new one was saved, or on cancel. */
  onDone?(saved: boolean, values: NameDescription): void;
};

/** A client profile's or policy's name and description: chosen when it is created, the description edited later. */
export function NameDescriptionForm({ stored, takenNames, formLabel, onSave, onDone }: NameDescriptionFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const [schema] = useState(() =>
    z.object({
      name: z
        .string()
        .refine((name) => name.trim() !== "", t("required"))
        .refine((name) => stored !== undefined || !takenNames.includes(name.trim()), t("clientPolicyNameTaken")),
      description: z.string(),
    }),
  );
  const form = useForm<NameDescription>({
    defaultValues: stored ?? { name: "", description: "" },
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  // reloaded data becomes the new baseline unless the user is editing
  const storedName = stored?.name;
  const storedDescription = stored?.description;
  useEffect(() => {
    if (storedName !== undefined && !form.formState.isDirty)
      form.reset({ name: storedName, description: storedDescription ?? "" });
  }, [storedName, storedDescription, form]);

  const save = async (values: NameDescription) => {
    const trimmed = { ...values, name: values.name.trim() };
    try {
      await onSave(trimmed);
      if (stored) form.reset(trimmed);
      else {
        blocker.allowNext();
        onDone?.(true, trimmed);
      }
    } catch {
      // the mutation's alert shows the server's message; the form keeps what was typed
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={formLabel}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl">
        <TextField<NameDescription>
          control={form.control}
          name="name"
          label={t("name")}
          required
          readOnly={readOnly || stored !== undefined}
        />
        <TextAreaField<NameDescription> control={form.control} name="description" label={t("description")} />
        {!readOnly && (
          <FormActions
            form={form}
            submitLabel={stored ? t("save") : t("create")}
            onCancel={stored ? undefined : () => onDone?.(false, form.getValues())}
          />
        )}
      </Stack>
    </form>
  );
}
