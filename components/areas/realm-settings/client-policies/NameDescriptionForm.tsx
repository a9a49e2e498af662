"use client";

import { useTranslations } from "next-intl";
import { EditForm, FormActions, TextAreaField, TextField, useEditForm } from "@/components/kit/form";
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

const EMPTY: NameDescription = { name: "", description: "" };

/** A client profile's or policy's name and description: chosen when it is created, the description edited later. */
export function NameDescriptionForm({ stored, takenNames, formLabel, onSave, onDone }: NameDescriptionFormProps) {
  const t = useTranslations();
  const edit = useEditForm({
    data: stored ?? EMPTY,
    toValues: (values: NameDescription) => values,
    schema: () =>
      z.object({
        name: z
          .string()
          .refine((name) => name.trim() !== "", t("required"))
          .refine((name) => stored !== undefined || !takenNames.includes(name.trim()), t("clientPolicyNameTaken"))
          .transform((name) => name.trim()),
        description: z.string(),
      }),
    save: onSave,
    onSaved: stored ? undefined : (_result, values) => onDone?.(true, values),
  });

  return (
    <EditForm edit={edit} label={formLabel} layout={{ gap: "5", maxW: "2xl" }}>
      <TextField<NameDescription> name="name" label={t("name")} required readOnly={stored !== undefined} />
      <TextAreaField<NameDescription> name="description" label={t("description")} />
      <FormActions
        submitLabel={stored ? t("save") : t("create")}
        onCancel={stored ? undefined : () => onDone?.(false, edit.form.getValues())}
        allowNonDirty={!stored}
      />
    </EditForm>
  );
}
