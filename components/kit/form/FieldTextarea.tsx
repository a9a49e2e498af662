"use client";

import { Textarea, type TextareaProps } from "@chakra-ui/react";
import type { ControllerRenderProps, FieldValues, Path } from "react-hook-form";

export type FieldTextareaProps<T extends FieldValues> = Omit<
  TextareaProps,
  "name" | "value" | "onChange" | "onBlur"
> & {
  /** The form field it edits, from useFieldController. */
  field: ControllerRenderProps<T, Path<T>>;
};

/** A text area bound to a form field's text value (empty while it has none). */
export function FieldTextarea<T extends FieldValues>({ field, ...textarea }: FieldTextareaProps<T>) {
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      {...textarea}
    />
  );
}
