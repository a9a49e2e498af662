"use client";

import type { FieldValues } from "react-hook-form";
import { FieldShell } from "./FieldShell";
import { normalizeOptions, toValueList, type OptionsInput } from "./options";
import { Typeahead } from "./Typeahead";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type MultiSelectFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  options: OptionsInput;
};

/** Several choices from a list through a searchable combobox; the chosen ones show as removable chips. */
export function MultiSelectField<T extends FieldValues>({ options, ...props }: MultiSelectFieldProps<T>) {
  const { field, shell, typeahead } = useFieldController(props, { options: normalizeOptions(options) });
  return (
    <FieldShell {...shell}>
      <Typeahead
        multiple
        options={normalizeOptions(options)}
        value={toValueList(field.value)}
        onChange={(values) => field.onChange(values)}
        {...typeahead}
      />
    </FieldShell>
  );
}
