"use client";

import type { ReactNode } from "react";
import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormSubmitButton } from "./FormSubmitButton";

export type FormActionsProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The submit button's text; "save" by default. */
  submitLabel?: string;
  /** Beside the submit button; by default "revert", which puts back what was last loaded or saved. */
  secondary?: ReactNode;
};

/** A form's buttons: submit (enabled when it may be sent) and revert, or another secondary action such as cancel. */
export function FormActions<T extends FieldValues>({ form, submitLabel, secondary }: FormActionsProps<T>) {
  const t = useTranslations();
  return (
    <HStack gap="3">
      <FormSubmitButton control={form.control}>{submitLabel ?? t("save")}</FormSubmitButton>
      {secondary ?? (
        <Button variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
          {t("revert")}
        </Button>
      )}
    </HStack>
  );
}
