"use client";

import { Switch } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type SwitchFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** Store strings ("true"/"false") instead of booleans, as config maps do. */
  stringify?: boolean;
  /** Shown next to the switch for the on and off states, already translated. */
  onText?: string;
  offText?: string;
};

export function SwitchField<T extends FieldValues>({ stringify, onText, offText, ...props }: SwitchFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props);
  const checked = field.value === true || field.value === "true";
  const stateText = checked ? onText : offText;
  return (
    <FieldShell {...shell}>
      <Switch.Root
        name={field.name}
        checked={checked}
        readOnly={readOnly}
        disabled={props.disabled}
        onCheckedChange={({ checked: next }) => field.onChange(stringify ? String(next) : next)}
      >
        <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-label={props.label} />
        <Switch.Control />
        {stateText && <Switch.Label>{stateText}</Switch.Label>}
      </Switch.Root>
    </FieldShell>
  );
}
