"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { errorStatus, getErrorMessage } from "@/lib/errors";
import { z } from "@/lib/form/zod";

export type FlowInfo = { alias: string; description: string };

export type FlowInfoDialogProps = {
  title: string;
  submitLabel: string;
  initial: FlowInfo;
  /** Rejects with the server's error, which stays in the dialog with what was typed. */
  onSave(values: FlowInfo): Promise<unknown>;
  onClose(): void;
};

/** A flow's name and description: editing a flow, or naming its copy. */
export function FlowInfoDialog({ title, submitLabel, initial, onSave, onClose }: FlowInfoDialogProps) {
  const t = useTranslations();
  const form = useForm<FlowInfo>({
    defaultValues: initial,
    resolver: zodResolver(z.object({ alias: z.string().trim().min(1, t("required")), description: z.string() })),
    mode: "onChange",
  });
  return (
    <FormDialog<FlowInfo>
      open
      title={title}
      form={form}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={(values) => onSave({ ...values, alias: values.alias.trim() })}
      onError={(error) => {
        // a name taken is a 409 the mutation leaves to the form: the server's message goes on the name
        if (errorStatus(error) === 409)
          form.setError("alias", { message: getErrorMessage(error) }, { shouldFocus: true });
      }}
    >
      <TextField<FlowInfo> name="alias" label={t("name")} required />
      <TextAreaField<FlowInfo> name="description" label={t("description")} />
    </FormDialog>
  );
}
