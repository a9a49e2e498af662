"use client";

import { RadioGroup, Stack } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { FieldsetShell } from "./FieldsetShell";
import { normalizeOptions, toValueList, type OptionsInput } from "./options";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type RadioGroupFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  options: OptionsInput;
  direction?: "row" | "column";
};

/** One choice shown as radio buttons (input type select-radiobuttons). */
export function RadioGroupField<T extends FieldValues>({
  options,
  direction = "column",
  ...props
}: RadioGroupFieldProps<T>) {
  const { field, shell, readOnly } = useFieldController(props, { options: normalizeOptions(options) });
  return (
    <FieldsetShell {...shell}>
      <RadioGroup.Root
        name={field.name}
        value={toValueList(field.value)[0] ?? null}
        onValueChange={({ value }) => field.onChange(value ?? "")}
        readOnly={readOnly}
        disabled={props.disabled}
        aria-label={props.label}
        aria-required={props.required || undefined}
      >
        <Stack direction={direction} gap="2">
          {normalizeOptions(options).map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldsetShell>
  );
}
