"use client";

import { useEffect, useRef } from "react";
import { PrimaryButton, type PrimaryButtonProps } from "@/components/kit/ui/PrimaryButton";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { revealFirstInvalid } from "./revealFirstInvalid";

export type FormSubmitButtonProps<T extends FieldValues> = Omit<PrimaryButtonProps, "type"> & {
  /** Optional inside a FormProvider. */
  control?: Control<T>;
  /** Allow submitting a form that has not been changed (a new object's defaults, a dialog's preset choice). */
  allowNonDirty?: boolean;
  /** Extra busy state of the screen (data still loading). */
  isLoading?: boolean;
};

/**
 * A form's submit, pressable whenever nothing is in progress and, unless allowNonDirty, something changed. It never
 * waits for the form to be valid, which would refuse without a word: a refused submit shows every error on its field,
 * and this button then takes the user to the first of them.
 */
export function FormSubmitButton<T extends FieldValues>({
  control,
  allowNonDirty = false,
  isLoading = false,
  disabled,
  children,
  ...buttonProps
}: FormSubmitButtonProps<T>) {
  // react-hook-form re-renders only for the flags read during render: read them all, not up to the first false one
  const { isDirty, isLoading: isFormLoading, isSubmitting, submitCount } = useFormState<T>({ control });
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (submitCount === 0) return;
    // after react-hook-form's own focus on a refused submit (a timer set before this render), which goes by the
    // order the fields registered in rather than the order they are read in
    const timer = setTimeout(() => revealFirstInvalid(button.current?.form));
    return () => clearTimeout(timer);
  }, [submitCount]);

  const busy = isLoading || isFormLoading || isSubmitting;
  return (
    <PrimaryButton
      ref={button}
      type="submit"
      {...buttonProps}
      disabled={disabled || busy || (!allowNonDirty && !isDirty)}
      loading={isSubmitting}
    >
      {children}
    </PrimaryButton>
  );
}
