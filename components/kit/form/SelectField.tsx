"use client";

import { NativeSelect } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TYPEAHEAD_THRESHOLD } from "@/lib/form/inputTypes";
import { FieldShell } from "./FieldShell";
import { normalizeOptions, toValueList, type OptionsInput } from "./options";
import { Typeahead } from "./Typeahead";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type SelectFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  options: OptionsInput;
};

/** One choice from a list: a plain dropdown under the typeahead threshold, a searchable combobox at or above it. */
export function SelectField<T extends FieldValues>({ options, ...props }: SelectFieldProps<T>) {
  const t = useTranslations();
  const choices = normalizeOptions(options);
  const { field, shell, typeahead, readOnly } = useFieldController(props, { options: choices });
  const selected = toValueList(field.value)[0] ?? "";
  const locked = props.disabled || readOnly;

  return (
    <FieldShell {...shell}>
      {choices.length >= TYPEAHEAD_THRESHOLD ? (
        <Typeahead
          options={choices}
          value={selected ? [selected] : []}
          onChange={(values) => field.onChange(values[0] ?? "")}
          {...typeahead}
        />
      ) : (
        <NativeSelect.Root disabled={locked}>
          <NativeSelect.Field
            // a select has no read-only state, and inside a Field the root's disabled does not reach the select
            // (Chakra's types leave `disabled` out of the field's props)
            {...{ disabled: locked }}
            ref={field.ref}
            name={field.name}
            value={selected}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {(!props.required || selected === "") && (
              <option value="">{props.placeholder ?? t("selectAnOption")}</option>
            )}
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldShell>
  );
}
