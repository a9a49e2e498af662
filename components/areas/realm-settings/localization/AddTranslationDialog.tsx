"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { Override } from "@/lib/queries/localization";

type AddTranslationDialogProps = {
  open: boolean;
  /** The locale's name, shown in the title. */
  localeName: string;
  onAdd(override: Override): Promise<unknown>;
  onClose(): void;
};

/** A new realm override in the chosen locale: its message key and its text. */
export function AddTranslationDialog({ open, localeName, onAdd, onClose }: AddTranslationDialogProps) {
  const t = useTranslations();
  const form = useForm<Override>({ defaultValues: { key: "", value: "" }, mode: "onChange" });
  return (
    <FormDialog
      open={open}
      title={t("addTranslationTo", { locale: localeName })}
      form={form}
      submitLabel={t("create")}
      // on failure the mutation has raised the server's message and the dialog keeps what was typed
      onSubmit={({ key, value }) => onAdd({ key: key.trim(), value })}
      onClose={onClose}
    >
      <TextField name="key" label={t("key")} required />
      <TextField name="value" label={t("value")} required />
    </FormDialog>
  );
}
