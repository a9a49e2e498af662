"use client";

import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, TextField } from "@/components/form";

type LinkValues = { userId: string; userName: string };

export type LinkIdentityProviderDialogProps = {
  /** The provider to link; the dialog is open while it is set. */
  alias: string | undefined;
  onClose(): void;
  onLink(values: LinkValues): Promise<unknown>;
};

/** Links the user to an account at an identity provider: that account's user id and username. */
export function LinkIdentityProviderDialog({ alias, onClose, onLink }: LinkIdentityProviderDialogProps) {
  const t = useTranslations();
  const form = useForm<LinkValues>({ defaultValues: { userId: "", userName: "" }, mode: "onChange" });
  const close = () => {
    form.reset();
    onClose();
  };
  const link = async (values: LinkValues) => {
    try {
      await onLink(values);
      close();
    } catch {
      // the mutation raised the alert; the dialog keeps what was typed
    }
  };
  const title = t("linkAccountTitle", { provider: alias ?? "" });
  return (
    <Dialog.Root open={alias !== undefined} onOpenChange={({ open }) => !open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={form.handleSubmit(link)} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <TextField<LinkValues>
                    control={form.control}
                    name="userId"
                    label={t("userID")}
                    help={t("userIdHelperText")}
                    required
                  />
                  <TextField<LinkValues>
                    control={form.control}
                    name="userName"
                    label={t("username")}
                    help={t("usernameHelperText")}
                    required
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control} allowInvalid>
                  {t("link")}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
