"use client";

import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseControllerProps,
} from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FieldShellProps } from "./FieldShell";
import { useReadOnly } from "./FormAccess";
import { useReviewLabel, type ReviewLabelOptions } from "./reviewRegistry";

/** Props every form field takes. Labels and texts come translated. */
export type BaseFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  /** Optional when the field sits inside a react-hook-form FormProvider. */
  control?: Control<T>;
  label?: string;
  help?: string;
  helperText?: string;
  helperTextBefore?: string;
  required?: boolean;
  rules?: UseControllerProps<T>["rules"];
  /** Read-only whatever the form around says; left out, the form's access (FormAccess) decides. */
  readOnly?: boolean;
  disabled?: boolean;
  defaultValue?: PathValue<T, FieldPath<T>>;
  placeholder?: string;
};

/**
 * Binds a field to react-hook-form; a required field gets the 'required' rule with the shared message. The label
 * names the field in a review before save; a secret one (a masked input) shows there as changed, never its value,
 * a choice by its options' labels.
 */
export function useFieldController<T extends FieldValues>(props: BaseFieldProps<T>, review: ReviewLabelOptions = {}) {
  const t = useTranslations();
  const { name, control, rules, required, defaultValue } = props;
  const readOnly = useReadOnly() || !!props.readOnly;
  useReviewLabel(name, props.label, review);
  const controller = useController<T>({
    name,
    control,
    defaultValue,
    rules: required ? { ...rules, required: { value: true, message: t("required") } } : rules,
  });
  const shell: Omit<FieldShellProps, "children"> = {
    label: props.label,
    help: props.help,
    helperText: props.helperText,
    helperTextBefore: props.helperTextBefore,
    required,
    disabled: props.disabled,
    readOnly,
    error: controller.fieldState.error,
  };
  // what a Typeahead bound to the field takes from it
  const typeahead = {
    name: controller.field.name,
    placeholder: props.placeholder,
    readOnly,
    disabled: props.disabled,
    invalid: !!shell.error,
    onBlur: controller.field.onBlur,
    inputRef: controller.field.ref,
  };
  return { ...controller, shell, typeahead, readOnly };
}
