"use client";

import { useMemo, useState } from "react";
import { Alert, Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, SwitchField, TextField } from "@/components/form";
import { getErrorDescription, getErrorMessage } from "@/lib/errors";
import { explainError } from "@/lib/errors";
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

  const close = () => {
    form.reset(EMPTY_PASSWORD);
    setServerError(undefined);
    onClose();
  };

  const save = async ({ password, temporary }: PasswordValues) => {
    setServerError(undefined);
    try {
      await onSave({ password, temporary });
      close();
    } catch (error) {
      const explained = explainError(error, t);
      setServerError(getErrorDescription(explained) ?? getErrorMessage(explained));
    }
  };

  const title = t(reset ? "resetPasswordFor" : "setPasswordFor", { username });
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={form.handleSubmit(save)} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {serverError && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                  <TextField<PasswordValues>
                    control={form.control}
                    name="password"
                    type="password"
                    label={t("password")}
                    autoComplete="new-password"
                    required
                  />
                  <TextField<PasswordValues>
                    control={form.control}
                    name="passwordConfirmation"
                    type="password"
                    label={t("passwordConfirmation")}
                    autoComplete="new-password"
                    required
                  />
                  <SwitchField<PasswordValues>
                    control={form.control}
                    name="temporary"
                    label={t("temporaryPassword")}
                    help={t("temporaryPasswordHelpText")}
                    onText={t("on")}
                    offText={t("off")}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control} allowInvalid>
                  {t("save")}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
