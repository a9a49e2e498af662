"use client";

import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { errorStatus, getErrorMessage } from "@/lib/errors";
import { createGroupSchema, type CreateGroupValues } from "./createGroupForm";

export type GroupNameDialogProps = {
  /** Message key of the title (createAGroup, createChildGroup, renameGroup, duplicateGroup). */
  titleKey: string;
  /** Message key of the submit button. */
  submitKey: string;
  defaultName?: string;
  /** Rejects to keep the dialog open; the mutation has alerted unless the error belongs on the field. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
};

/**
 * Asks for a group's name (create, rename, duplicate); a name a sibling already uses (409) shows on the field.
 * Mount it to open it: each opening starts a fresh form.
 */
export function GroupNameDialog({ titleKey, submitKey, defaultName = "", onSubmit, onClose }: GroupNameDialogProps) {
  const t = useTranslations();
  const schema = useMemo(() => createGroupSchema(t("required")), [t]);
  const form = useForm<CreateGroupValues>({
    defaultValues: { name: defaultName },
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  const showConflict = (error: unknown) => {
    if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
  };

  return (
    <FormDialog<CreateGroupValues>
      open
      title={t(titleKey)}
      form={form}
      submitLabel={t(submitKey)}
      onSubmit={({ name }) => onSubmit(name)}
      onError={showConflict}
      onClose={onClose}
    >
      <TextField name="name" label={t("name")} required />
    </FormDialog>
  );
}
