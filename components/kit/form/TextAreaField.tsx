"use client";

import { Textarea } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type TextAreaFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  rows?: number;
  cols?: number;
};

export function TextAreaField<T extends FieldValues>({ rows, cols, ...props }: TextAreaFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props);
  return (
    <FieldShell {...shell}>
      <Textarea
        ref={field.ref}
        name={field.name}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={props.placeholder}
        readOnly={readOnly}
        rows={rows}
        cols={cols}
      />
    </FieldShell>
  );
}
