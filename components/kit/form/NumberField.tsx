"use client";

import { useEffect, useState } from "react";
import { Group, IconButton, Input } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { parseNumberInput, stepNumber } from "@/lib/form/numberInput";
import { MinusIcon, PlusIcon } from "@/components/kit/ui/icons";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type NumberFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  min?: number;
  max?: number;
  /** What non-numeric input falls back to. */
  fallbackValue?: number;
};

/** A number with minus and plus buttons; min (and max) hold for the buttons and for typing. */
export function NumberField<T extends FieldValues>({ min, max, fallbackValue = 0, ...props }: NumberFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, readOnly } = useFieldController(props);
  const bounds = { min, max, defaultValue: fallbackValue };
  const stored = field.value === undefined || field.value === null || field.value === "" ? "" : String(field.value);
  const [text, setText] = useState(stored);
  // Follow value changes from outside (reset, plus/minus) without fighting the text being typed.
  useEffect(() => setText(stored), [stored]);

  const numeric = Number(stored);
  const atMin = min !== undefined && stored !== "" && numeric <= min;
  const atMax = max !== undefined && stored !== "" && numeric >= max;
  const locked = readOnly || props.disabled;

  return (
    <FieldShell {...shell}>
      <Group attached maxW="14rem">
        <IconButton
          aria-label={t("decrement")}
          variant="outline"
          disabled={locked || atMin}
          onClick={() => field.onChange(stepNumber(field.value, -1, bounds))}
        >
          <MinusIcon />
        </IconButton>
        <Input
          ref={field.ref}
          name={field.name}
          role="spinbutton"
          inputMode="numeric"
          aria-valuenow={stored === "" ? undefined : numeric}
          aria-valuemin={min}
          aria-valuemax={max}
          textAlign="center"
          value={text}
          readOnly={readOnly}
          placeholder={props.placeholder}
          onChange={(event) => {
            const next = event.target.value;
            if (next === "" || next === "-") {
              setText(next);
              return;
            }
            const value = parseNumberInput(next, bounds);
            setText(String(value));
            field.onChange(value);
          }}
          onBlur={() => {
            if (text === "" || text === "-") field.onChange(parseNumberInput(text, bounds));
            field.onBlur();
          }}
        />
        <IconButton
          aria-label={t("increment")}
          variant="outline"
          disabled={locked || atMax}
          onClick={() => field.onChange(stepNumber(field.value, 1, bounds))}
        >
          <PlusIcon />
        </IconButton>
      </Group>
    </FieldShell>
  );
}
