"use client";

import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, MultiSelectField, SelectField } from "@/components/form";
import { useEnabledRequiredActions } from "@/lib/queries/users";

type ResetEmailValues = { actions: string[]; lifespan: string };

/** Link lifespans Keycloak offers, in seconds; 12 hours is its default. */
const LIFESPANS: { seconds: number; unit: "minutes" | "hours" | "days"; amount: number }[] = [
  { seconds: 300, unit: "minutes", amount: 5 },
  { seconds: 900, unit: "minutes", amount: 15 },
  { seconds: 3600, unit: "hours", amount: 1 },
  { seconds: 43200, unit: "hours", amount: 12 },
  { seconds: 86400, unit: "days", amount: 1 },
  { seconds: 604800, unit: "days", amount: 7 },
];

export type CredentialResetDialogProps = {
  realm: string;
  open: boolean;
  onClose(): void;
  onSend(values: { actions: string[]; lifespan: number }): Promise<unknown>;
};

/** Sends the user an email with a link to perform the chosen required actions (execute-actions-email). */
export function CredentialResetDialog({ realm, open, onClose, onSend }: CredentialResetDialogProps) {
  const t = useTranslations();
  const requiredActions = useEnabledRequiredActions(realm);
  const form = useForm<ResetEmailValues>({ defaultValues: { actions: [], lifespan: "43200" } });
  const options = (requiredActions.data ?? []).map((action) => ({
    value: action.alias ?? "",
    label: action.name ?? action.alias ?? "",
  }));
  const lifespanOptions = LIFESPANS.map(({ seconds, unit, amount }) => ({
    value: String(seconds),
    label: t(unit, { count: amount }),
  }));

  const close = () => {
    form.reset();
    onClose();
  };
  const send = async ({ actions, lifespan }: ResetEmailValues) => {
    try {
      await onSend({ actions, lifespan: Number(lifespan) });
      close();
    } catch {
      // the mutation raised the alert; the dialog stays open
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={form.handleSubmit(send)} noValidate aria-label={t("credentialReset")}>
              <Dialog.Header>
                <Dialog.Title>{t("credentialReset")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <MultiSelectField<ResetEmailValues>
                    control={form.control}
                    name="actions"
                    label={t("resetActions")}
                    options={options}
                    required
                    placeholder={t("requiredActionPlaceholder")}
                  />
                  <SelectField<ResetEmailValues>
                    control={form.control}
                    name="lifespan"
                    label={t("expiration")}
                    help={t("credentialResetExpirationHelp")}
                    options={lifespanOptions}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control} allowInvalid>
                  {t("sendEmail")}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
