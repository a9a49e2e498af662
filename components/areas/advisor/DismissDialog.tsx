"use client";

import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextAreaField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { z } from "@/lib/form/zod";

const dismissSchema = (required: string) => z.object({ reason: z.string().trim().min(1, required) });
type DismissValues = z.infer<ReturnType<typeof dismissSchema>>;

export type DismissDialogProps = {
  /** Rejects to keep the dialog open; the save has alerted. */
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
};

/** Asks why a finding does not apply here; the reason is kept beside the dismissal for the realm's other admins. */
export function DismissDialog({ onSubmit, onClose }: DismissDialogProps) {
  const t = useTranslations();
  const schema = useMemo(() => dismissSchema(t("required")), [t]);
  const form = useForm<DismissValues>({ defaultValues: { reason: "" }, resolver: zodResolver(schema) });
  return (
    <FormDialog<DismissValues>
      open
      title={t("advisorDismissTitle")}
      form={form}
      submitLabel={t("advisorDismiss")}
      onSubmit={({ reason }) => onSubmit(reason.trim())}
      onClose={onClose}
    >
      <TextAreaField name="reason" label={t("advisorDismissReason")} required />
    </FormDialog>
  );
}
