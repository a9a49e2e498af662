"use client";

import { Fragment, type ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { DurationField, type DurationFieldProps } from "./DurationField";
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
  /** Something that is not a plain field (a conditional group, buttons), in its place among the fields. */
  | { kind: "node"; key: string; node: ReactNode };

/**
 * A form section's fields as data: each one's kind, path, label and help keys and its own props, rendered in order.
 * A form that is mostly "label, input, help" lists them rather than writing each element out.
 */
export function FieldList<T extends FieldValues>({ fields }: { fields: (FieldSpec<T> | false)[] }) {
  const t = useTranslations();
  return fields.map((spec) => {
    if (!spec) return null;
    if (spec.kind === "node") return <Fragment key={spec.key}>{spec.node}</Fragment>;
    const texts = { label: t(spec.label), help: spec.help && t(spec.help) };
    switch (spec.kind) {
      case "switch":
        return <SwitchField<T> key={spec.name} {...spec} {...texts} />;
      case "select":
        return <SelectField<T> key={spec.name} {...spec} {...texts} />;
      case "number":
        return <NumberField<T> key={spec.name} {...spec} {...texts} />;
      case "duration":
        return <DurationField<T> key={spec.name} {...spec} {...texts} />;
      case "textarea":
        return <TextAreaField<T> key={spec.name} {...spec} {...texts} />;
      default:
        return <TextField<T> key={spec.name} {...spec} {...texts} />;
    }
  });
}
