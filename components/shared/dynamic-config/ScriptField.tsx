"use client";

import { Textarea } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { FieldShell, useFieldController, type BaseFieldProps } from "@/components/kit/form";

/** A script's source: a monospaced text area that keeps the author's indentation. */
export function ScriptField<T extends FieldValues>(props: BaseFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props);
  return (
    <FieldShell {...shell}>
      <Textarea
        ref={field.ref}
        name={field.name}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        readOnly={readOnly}
        fontFamily="mono"
        spellCheck={false}
        rows={10}
      />
    </FieldShell>
  );
}
