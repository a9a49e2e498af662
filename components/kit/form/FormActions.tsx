"use client";

import type { ReactNode } from "react";
import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useRevert } from "./EditForm";
import { useReadOnly } from "./FormAccess";
import { FormSubmitButton } from "./FormSubmitButton";

export type FormActionsProps<T extends FieldValues> = {
  /** Optional inside a form's FormProvider (an EditForm). */
  form?: UseFormReturn<T>;
  /** The submit button's text; "save" by default. */
  submitLabel?: string;
  /** Beside the submit button; by default "revert", which puts back what was last loaded or saved. */
  secondary?: ReactNode;
  /** Leaves the form unsaved (back to a list, a panel closed): a Cancel button in place of Revert. */
  onCancel?(): void;
  /** Another action between the two (a test of the settings as typed). */
  extra?: ReactNode;
  /** Submit before any change: a form that creates, whose defaults are something new to the server. */
  allowNonDirty?: boolean;
};

/**
 * A form's buttons: submit (pressable unless busy or, without allowNonDirty, unchanged) and revert, or another
 * secondary action such as cancel. A read-only form has none.
 */
export function FormActions<T extends FieldValues>({
  form,
  submitLabel,
  secondary,
  onCancel,
  extra,
  allowNonDirty,
}: FormActionsProps<T>) {
  const t = useTranslations();
  const context = useFormContext<T>();
  const current = form ?? context;
  const revert = useRevert();
  const readOnly = useReadOnly();
  if (readOnly) return null;
  return (
    <HStack gap="3" wrap="wrap">
      <FormSubmitButton control={current.control} allowNonDirty={allowNonDirty}>
        {submitLabel ?? t("save")}
      </FormSubmitButton>
      {extra}
      {secondary ??
        (onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t("cancel")}
          </Button>
        ) : (
          <Button
            variant="ghost"
            disabled={!current.formState.isDirty}
            onClick={() => (revert ? revert() : current.reset())}
          >
            {t("revert")}
          </Button>
        ))}
    </HStack>
  );
}
