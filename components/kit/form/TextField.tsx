"use client";

import { Input } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import type { Html5InputType } from "@/lib/form/inputTypes";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type TextFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** The native input type: text by default, or one of the html5 kinds, or password. */
  type?: "text" | "password" | Html5InputType;
  autoComplete?: string;
  min?: string | number;
  max?: string | number;
  step?: string | number;
};

/** A single-line input; also serves every html5 kind (email, tel, url, number, range, date and time types). */
export function TextField<T extends FieldValues>({
  type = "text",
  autoComplete,
  min,
  max,
  step,
  ...props
}: TextFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props, { secret: type === "password" });
  return (
    <FieldShell {...shell}>
      <Input
        ref={field.ref}
        name={field.name}
        type={type}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={props.placeholder}
        readOnly={readOnly}
        autoComplete={autoComplete}
        min={min}
        max={max}
        step={step}
      />
    </FieldShell>
  );
}
