"use client";

import { useMemo, useState } from "react";
import { Alert } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SwitchField, TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { explainError, getErrorDescription, getErrorMessage } from "@/lib/errors";
import { EMPTY_PASSWORD, passwordSchema, type PasswordValues } from "./passwordForm";

export type ResetPasswordDialogProps = {
  open: boolean;
  /** Reset (the user has a password) or set (a first one). */
  reset: boolean;
  username: string;
  onClose(): void;
  /** Saves; a rejection keeps the dialog open with what was typed and shows the server's reason. */
  onSave(values: { password: string; temporary: boolean }): Promise<unknown>;
};

/** Sets or resets the user's password: password, confirmation, temporary. */
export function ResetPasswordDialog({ open, reset, username, onClose, onSave }: ResetPasswordDialogProps) {
  const t = useTranslations();
  const schema = useMemo(
    () => passwordSchema({ required: t("required"), mismatch: t("confirmPasswordDoesNotMatch") }),
    [t],
  );
  const form = useForm<PasswordValues>({
    defaultValues: EMPTY_PASSWORD,
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const [serverError, setServerError] = useState<string>();

  const save = async ({ password, temporary }: PasswordValues) => {
    setServerError(undefined);
    await onSave({ password, temporary });
  };
  const showError = (error: unknown) => {
    const explained = explainError(error, t);
    setServerError(getErrorDescription(explained) ?? getErrorMessage(explained));
  };

  return (
    <FormDialog<PasswordValues>
      open={open}
      title={t(reset ? "resetPasswordFor" : "setPasswordFor", { username })}
      form={form}
      submitLabel={t("save")}
      onSubmit={save}
      onError={showError}
      onClose={() => {
        setServerError(undefined);
        onClose();
      }}
    >
      {serverError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      <TextField<PasswordValues>
        name="password"
        type="password"
        label={t("password")}
        autoComplete="new-password"
        required
      />
      <TextField<PasswordValues>
        name="passwordConfirmation"
        type="password"
        label={t("passwordConfirmation")}
        autoComplete="new-password"
        required
      />
      <SwitchField<PasswordValues>
        name="temporary"
        label={t("temporaryPassword")}
        help={t("temporaryPasswordHelpText")}
      />
    </FormDialog>
  );
}
