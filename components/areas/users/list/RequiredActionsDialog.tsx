"use client";

import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { RadioGroupField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import type { BulkUserAction } from "@/lib/queries/users";
import {
  DEFAULT_LIFESPAN,
  LinkLifespanField,
  RequiredActionsField,
  type RequiredActionEmailValues,
} from "../RequiredActionEmailFields";

type Values = RequiredActionEmailValues & { delivery: "add" | "email" };

const DEFAULTS: Values = { actions: [], delivery: "add", lifespan: DEFAULT_LIFESPAN };

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
  const form = useForm<Values>({ defaultValues: DEFAULTS, mode: "onChange" });
  const delivery = useWatch({ control: form.control, name: "delivery" });
  const deliveryOptions = [
    { value: "add", label: t("requiredActionsAdd") },
    { value: "email", label: t("requiredActionsEmail") },
  ];
  // the bulk run reports its own progress and failures, so handing it over always succeeds here
  const submit = async ({ actions, delivery: chosen, lifespan }: Values) =>
    onSubmit(
      chosen === "email"
        ? { kind: "sendActionsEmail", actions, lifespan: Number(lifespan) }
        : { kind: "addRequiredActions", actions },
    );

  return (
    <FormDialog
      open={open}
      title={t("requiredActionsBulk")}
      form={form}
      submitLabel={t(delivery === "email" ? "sendEmail" : "add")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text color="fg.muted">{t("selectedUsers", { count })}</Text>
      <RequiredActionsField<Values>
        realm={realm}
        control={form.control}
        label={t("requiredUserActions")}
        rules={{ validate: (value) => (Array.isArray(value) && value.length > 0) || t("required") }}
      />
      <RadioGroupField<Values> name="delivery" label={t("requiredActionsDelivery")} options={deliveryOptions} />
      {delivery === "email" && <LinkLifespanField control={form.control} />}
    </FormDialog>
  );
}
