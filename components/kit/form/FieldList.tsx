"use client";

import { Fragment, type ReactNode } from "react";
import type { Control, FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { CheckboxGroupField, type CheckboxGroupFieldProps } from "./CheckboxGroupField";
import { DurationField, type DurationFieldProps } from "./DurationField";
import { MultiSelectField, type MultiSelectFieldProps } from "./MultiSelectField";
import { MultiValueField, type MultiValueFieldProps } from "./MultiValueField";
import { RadioGroupField, type RadioGroupFieldProps } from "./RadioGroupField";
import { NumberField, type NumberFieldProps } from "./NumberField";
import { SelectField, type SelectFieldProps } from "./SelectField";
import { SwitchField, type SwitchFieldProps } from "./SwitchField";
import { TextAreaField, type TextAreaFieldProps } from "./TextAreaField";
import { TextField, type TextFieldProps } from "./TextField";

/** A field's props with its label and help as message keys, which the list translates. */
type Keyed<P> = Omit<P, "label" | "help" | "control"> & { label: string; help?: string };

export type FieldSpec<T extends FieldValues> =
  | ({ kind?: "text" } & Keyed<TextFieldProps<T>>)
  | ({ kind: "switch" } & Keyed<SwitchFieldProps<T>>)
  | ({ kind: "select" } & Keyed<SelectFieldProps<T>>)
  | ({ kind: "number" } & Keyed<NumberFieldProps<T>>)
  | ({ kind: "duration" } & Keyed<DurationFieldProps<T>>)
  | ({ kind: "textarea" } & Keyed<TextAreaFieldProps<T>>)
  | ({ kind: "multi" } & Keyed<MultiValueFieldProps<T>>)
  | ({ kind: "multiselect" } & Keyed<MultiSelectFieldProps<T>>)
  | ({ kind: "radio" } & Keyed<RadioGroupFieldProps<T>>)
  | ({ kind: "checkboxes" } & Keyed<CheckboxGroupFieldProps<T>>)
  /** Something that is not a plain field (a conditional group, buttons), in its place among the fields. */
  | { kind: "node"; key: string; node: ReactNode };

export type FieldListProps<T extends FieldValues> = {
  /** The fields in order; false leaves out a field whose condition does not hold. */
  fields: (FieldSpec<T> | false)[];
  /** Every field read-only whatever the form around says (a section shown for reference). */
  readOnly?: boolean;
  /** The form, for a section outside its FormProvider. */
  control?: Control<T>;
};

/**
 * A form section's fields as data: each one's kind, path, label and help keys and its own props, rendered in order.
 * A form that is mostly "label, input, help" lists them rather than writing each element out.
 */
export function FieldList<T extends FieldValues>({ fields, readOnly, control }: FieldListProps<T>) {
  const t = useTranslations();
  return fields.map((spec) => {
    if (!spec) return null;
    if (spec.kind === "node") return <Fragment key={spec.key}>{spec.node}</Fragment>;
    const texts = { label: t(spec.label), help: spec.help && t(spec.help), control, ...(readOnly && { readOnly }) };
    switch (spec.kind) {
      case "switch":
        return <SwitchField<T> key={spec.name} {...spec} {...texts} />;
      case "select":
        return <SelectField<T> key={spec.name} {...spec} {...texts} />;
      case "number":
        return <NumberField<T> key={spec.name} {...spec} {...texts} />;
      case "duration":
        return <DurationField<T> key={spec.name} {...spec} {...texts} />;
      case "multi":
        return <MultiValueField<T> key={spec.name} {...spec} {...texts} />;
      case "multiselect":
        return <MultiSelectField<T> key={spec.name} {...spec} {...texts} />;
      case "radio":
        return <RadioGroupField<T> key={spec.name} {...spec} {...texts} />;
      case "checkboxes":
        return <CheckboxGroupField<T> key={spec.name} {...spec} {...texts} />;
      case "textarea":
        return <TextAreaField<T> key={spec.name} {...spec} {...texts} />;
      default:
        return <TextField<T> key={spec.name} {...spec} {...texts} />;
    }
  });
}
