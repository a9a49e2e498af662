"use client";

import { Switch } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type SwitchFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** Store strings ("true"/"false") instead of booleans, as config maps do. */
  stringify?: boolean;
  /**
   * Shown next to the switch for the on and off states, already translated: On and Off unless the setting reads
   * better otherwise (Yes and No, Enabled and Disabled), as in Keycloak's console.
   */
  onText?: string;
  offText?: string;
};

export function SwitchField<T extends FieldValues>({ stringify, onText, offText, ...props }: SwitchFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, readOnly } = useFieldController(props);
  const checked = field.value === true || field.value === "true";
  const stateText = checked ? (onText ?? t("on")) : (offText ?? t("off"));
  return (
    <FieldShell {...shell}>
      <Switch.Root
        name={field.name}
        checked={checked}
        readOnly={readOnly}
        disabled={props.disabled}
        onCheckedChange={({ checked: next }) => field.onChange(stringify ? String(next) : next)}
      >
        {/* named by its label alone: the state is the switch's checked state, and the text beside it only shows it */}
        <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-label={props.label} />
        <Switch.Control />
        <Switch.Label>{stateText}</Switch.Label>
      </Switch.Root>
    </FieldShell>
  );
}
