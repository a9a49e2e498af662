"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import {
  DEFAULT_LIFESPAN,
  LinkLifespanField,
  RequiredActionsField,
  type RequiredActionEmailValues,
} from "../../RequiredActionEmailFields";

export type CredentialResetDialogProps = {
  realm: string;
  open: boolean;
  onClose(): void;
  onSend(values: { actions: string[]; lifespan: number }): Promise<unknown>;
};

/** Sends the user an email with a link to perform the chosen required actions (execute-actions-email). */
export function CredentialResetDialog({ realm, open, onClose, onSend }: CredentialResetDialogProps) {
  const t = useTranslations();
  const form = useForm<RequiredActionEmailValues>({ defaultValues: { actions: [], lifespan: DEFAULT_LIFESPAN } });
  return (
    <FormDialog
      open={open}
      title={t("credentialReset")}
      form={form}
      submitLabel={t("sendEmail")}
      // on failure the mutation has raised the alert and the dialog stays open with the choice
      onSubmit={({ actions, lifespan }) => onSend({ actions, lifespan: Number(lifespan) })}
      onClose={onClose}
    >
      <RequiredActionsField realm={realm} control={form.control} label={t("resetActions")} />
      <LinkLifespanField control={form.control} />
    </FormDialog>
  );
}
