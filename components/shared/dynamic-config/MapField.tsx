"use client";

import type { ArrayPath, Control, FieldValues } from "react-hook-form";
import { KeyValueField } from "@/components/kit/form";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { useReadOnly } from "@/components/kit/form/FormAccess";
import { useReviewLabel } from "@/components/kit/form/reviewRegistry";

export type MapFieldProps<T extends FieldValues> = {
  name: ArrayPath<T>;
  control?: Control<T>;
  label?: string;
  help?: string;
  /** Marked only: the config's schema asks for a row with a key, and the rows show its error. */
  required?: boolean;
  readOnly?: boolean;
};

/** Key–value pairs under the property's label; lib/dynamic-config stores them as Keycloak's JSON list. */
export function MapField<T extends FieldValues>({ label, help, required, ...props }: MapFieldProps<T>) {
  const readOnly = useReadOnly() || !!props.readOnly;
  useReviewLabel(props.name, label);
  return (
    <FieldsetShell label={label} help={help} required={required} readOnly={readOnly}>
      {/* the fieldset names the rows; a label here would name a second group the same */}
      <KeyValueField<T> {...props} />
    </FieldsetShell>
  );
}
