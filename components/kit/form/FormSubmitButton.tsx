"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";

export type FormSubmitButtonProps<T extends FieldValues> = Omit<ButtonProps, "type"> & {
  /** Optional inside a FormProvider. */
  control?: Control<T>;
  /** Allow submitting a form that does not pass validation. */
  allowInvalid?: boolean;
  /** Allow submitting a form that has not been changed. */
  allowNonDirty?: boolean;
  /** Extra busy state of the screen (data still loading). */
  isLoading?: boolean;
};

/** True when a form may be submitted: valid, changed, and nothing in progress, unless invalid or unchanged is allowed. */
export function canSubmit(
  state: { isValid: boolean; isDirty: boolean; isLoading: boolean; isValidating: boolean; isSubmitting: boolean },
  { allowInvalid = false, allowNonDirty = false, isLoading = false } = {},
): boolean {
  const busy = isLoading || state.isLoading || state.isValidating || state.isSubmitting;
  return (allowInvalid || state.isValid) && (allowNonDirty || state.isDirty) && !busy;
}

export function FormSubmitButton<T extends FieldValues>({
  control,
  allowInvalid,
  allowNonDirty,
  isLoading,
  disabled,
  children,
  ...buttonProps
}: FormSubmitButtonProps<T>) {
  // react-hook-form only re-renders for the flags read during render, and canSubmit stops at the first false one:
  // read them all, or a single change that makes the form valid and dirty at once never enables the button
  const { isValid, isDirty, isLoading: isFormLoading, isValidating, isSubmitting } = useFormState<T>({ control });
  const state = { isValid, isDirty, isLoading: isFormLoading, isValidating, isSubmitting };
  const enabled = canSubmit(state, { allowInvalid, allowNonDirty, isLoading });
  return (
    <Button
      type="submit"
      colorPalette="blue"
      {...buttonProps}
      disabled={disabled || !enabled}
      loading={state.isSubmitting}
    >
      {children}
    </Button>
  );
}
