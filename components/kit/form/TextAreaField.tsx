"use client";

import type { FieldValues } from "react-hook-form";
import { FieldShell } from "./FieldShell";
import { FieldTextarea } from "./FieldTextarea";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type TextAreaFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  rows?: number;
  cols?: number;
};

export function TextAreaField<T extends FieldValues>({ rows, cols, ...props }: TextAreaFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props);
  return (
    <FieldShell {...shell}>
      <FieldTextarea field={field} placeholder={props.placeholder} readOnly={readOnly} rows={rows} cols={cols} />
    </FieldShell>
  );
}
