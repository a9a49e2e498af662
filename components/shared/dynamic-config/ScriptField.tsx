"use client";

import type { FieldValues } from "react-hook-form";
import { FieldShell, FieldTextarea, useFieldController, type BaseFieldProps } from "@/components/kit/form";

/** A script's source: a monospaced text area that keeps the author's indentation. */
export function ScriptField<T extends FieldValues>(props: BaseFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props);
  return (
    <FieldShell {...shell}>
      <FieldTextarea field={field} readOnly={readOnly} fontFamily="mono" spellCheck={false} rows={10} />
    </FieldShell>
  );
}
