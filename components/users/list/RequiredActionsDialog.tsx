"use client";

import { Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormSubmitButton, MultiSelectField, RadioGroupField, SelectField } from "@/components/form";
import { useEnabledRequiredActions } from "@/lib/queries/users";
import type { BulkUserAction } from "@/lib/queries/users";

type Values = { actions: string[]; delivery: "add" | "email"; lifespan: string };

/** Link lifespans Keycloak offers, in seconds; 12 hours is its default. */
const LIFESPANS: { seconds: number; unit: "minutes" | "hours" | "days"; amount: number }[] = [
  { seconds: 300, unit: "minutes", amount: 5 },
  { seconds: 900, unit: "minutes", amount: 15 },
  { seconds: 3600, unit: "hours", amount: 1 },
  { seconds: 43200, unit: "hours", amount: 12 },
  { seconds: 86400, unit: "days", amount: 1 },
  { seconds: 604800, unit: "days", amount: 7 },
];

const DEFAULTS: Values = { actions: [], delivery: "add", lifespan: "43200" };

export type RequiredActionsDialogProps = {
  realm: string;
  open: boolean;
  count: number;
  onClose(): void;
  onSubmit(action: BulkUserAction): void;
};

/** Chooses required actions for the selected users: add them to each user, or email each user a link to perform them. */
export function RequiredActionsDialog({ realm, open, count, onClose, onSubmit }: RequiredActionsDialogProps) {
  const t = useTranslations();
  const requiredActions = useEnabledRequiredActions(realm);
  const form = useForm<Values>({ defaultValues: DEFAULTS, mode: "onChange" });
  const delivery = useWatch({ control: form.control, name: "delivery" });
  const options = (requiredActions.data ?? []).map((action) => ({
    value: action.alias ?? "",
    label: action.name ?? action.alias ?? "",
  }));
  const lifespanOptions = LIFESPANS.map(({ seconds, unit, amount }) => ({
    value: String(seconds),
    label: t(unit, { count: amount }),
  }));
  const deliveryOptions = [
    { value: "add", label: t("requiredActionsAdd") },
    { value: "email", label: t("requiredActionsEmail") },
  ];

  const close = () => {
    form.reset(DEFAULTS);
    onClose();
  };
  const submit = ({ actions, delivery: chosen, lifespan }: Values) => {
    form.reset(DEFAULTS);
    onSubmit(
      chosen === "email"
        ? { kind: "sendActionsEmail", actions, lifespan: Number(lifespan) }
        : { kind: "addRequiredActions", actions },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t("requiredActionsBulk")}>
              <Dialog.Header>
                <Dialog.Title>{t("requiredActionsBulk")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{t("selectedUsers", { count })}</Text>
                  <MultiSelectField<Values>
                    control={form.control}
                    name="actions"
                    label={t("requiredUserActions")}
                    options={options}
                    required
                    rules={{ validate: (value) => (Array.isArray(value) && value.length > 0) || t("required") }}
                    placeholder={t("requiredActionPlaceholder")}
                  />
                  <RadioGroupField<Values>
                    control={form.control}
                    name="delivery"
                    label={t("requiredActionsDelivery")}
                    options={deliveryOptions}
                  />
                  {delivery === "email" && (
                    <SelectField<Values>
                      control={form.control}
                      name="lifespan"
                      label={t("expiration")}
                      help={t("credentialResetExpirationHelp")}
                      options={lifespanOptions}
                    />
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control}>
                  {t(delivery === "email" ? "sendEmail" : "add")}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
