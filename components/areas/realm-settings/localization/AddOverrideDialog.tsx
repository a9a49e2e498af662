"use client";

import { Code, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { MissingKey } from "@/lib/queries/localization";

type AddOverrideDialogProps = {
  /** The key to translate and its English text, shown as what to translate. */
  missing: MissingKey;
  localeName: string;
  onAdd(value: string): Promise<unknown>;
  onClose(): void;
};

/** The realm's text for one missing key in one locale. */
export function AddOverrideDialog({ missing, localeName, onAdd, onClose }: AddOverrideDialogProps) {
  const t = useTranslations();
  const form = useForm<{ value: string }>({ defaultValues: { value: "" }, mode: "onChange" });
  return (
    <FormDialog
      open
      title={t("addOverrideTitle", { locale: localeName })}
      form={form}
      submitLabel={t("create")}
      // on failure the mutation has raised the server's message and the dialog keeps what was typed
      onSubmit={({ value }) => onAdd(value)}
      onClose={onClose}
    >
      <Text>
        <Code wordBreak="break-all">{missing.key}</Code>
      </Text>
      <Text color="fg.muted" lineClamp={4} overflowWrap="anywhere">
        {missing.english}
      </Text>
      <TextField name="value" label={t("value")} required />
    </FormDialog>
  );
}
