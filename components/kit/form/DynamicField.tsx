"use client";

import type { FieldValues } from "react-hook-form";
import { html5Type, resolveInputType } from "@/lib/form/inputTypes";
import { CheckboxGroupField } from "./CheckboxGroupField";
import { MultiSelectField } from "./MultiSelectField";
import { MultiValueField } from "./MultiValueField";
import type { OptionsInput } from "./options";
import { RadioGroupField } from "./RadioGroupField";
import { SelectField } from "./SelectField";
import { TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";
import type { BaseFieldProps } from "./useFieldController";

export type DynamicFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** One of the permitted input types (lib/form/inputTypes); anything else renders as text. */
  inputType?: string;
  options?: OptionsInput;
  rows?: number;
  cols?: number;
  /** multi-input only: store a "##"-joined string. */
  stringify?: boolean;
};

/** Renders the field kind an input type asks for. */
export function DynamicField<T extends FieldValues>({
  inputType,
  options = [],
  rows,
  cols,
  stringify,
  ...props
}: DynamicFieldProps<T>) {
  const resolved = resolveInputType(inputType);
  switch (resolved) {
    case "textarea":
      return <TextAreaField {...props} rows={rows} cols={cols} />;
    case "select":
      return <SelectField {...props} options={options} />;
    case "select-radiobuttons":
      return <RadioGroupField {...props} options={options} />;
    case "multiselect":
      return <MultiSelectField {...props} options={options} />;
    case "multiselect-checkboxes":
      return <CheckboxGroupField {...props} options={options} />;
    case "multi-input":
      return <MultiValueField {...props} stringify={stringify} />;
    case "text":
      return <TextField {...props} />;
    default:
      return <TextField {...props} type={html5Type(resolved)} />;
  }
}
