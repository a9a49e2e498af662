"use client";

import { Checkbox, CheckboxGroup, Stack } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { FieldsetShell } from "./FieldsetShell";
import { normalizeOptions, toValueList, type OptionsInput } from "./options";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type CheckboxGroupFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  options: OptionsInput;
  direction?: "row" | "column";
};

/** Several choices shown as checkboxes (input type multiselect-checkboxes). */
export function CheckboxGroupField<T extends FieldValues>({
  options,
  direction = "column",
  ...props
}: CheckboxGroupFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props, { options: normalizeOptions(options) });
  return (
    <FieldsetShell {...shell}>
      <CheckboxGroup
        name={field.name}
        value={toValueList(field.value)}
        onValueChange={(values) => field.onChange(values)}
        readOnly={readOnly}
        disabled={props.disabled}
        aria-label={props.label}
      >
        <Stack direction={direction} gap="2">
          {normalizeOptions(options).map((option) => (
            <Checkbox.Root key={option.value} value={option.value}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
    </FieldsetShell>
  );
}
