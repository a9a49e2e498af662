"use client";

import { useEffect, useState } from "react";
import { HStack, Input, NativeSelect } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FieldShell, useFieldController, type BaseFieldProps } from "@/components/form";
import { bestUnit, DURATION_UNITS, type DurationUnit } from "./duration";

export type DurationFieldProps<T extends FieldValues> = BaseFieldProps<T> & { units: readonly DurationUnit[] };

const UNIT_LABELS: Record<DurationUnit, string> = {
  second: "seconds",
  minute: "minutes",
  hour: "hours",
  day: "days",
};

/**
 * A duration kept in seconds, entered as an amount and a unit. An empty amount is null: react-hook-form would put
 * the default value back for undefined.
 */
export function DurationField<T extends FieldValues>({ units, ...props }: DurationFieldProps<T>) {
  const t = useTranslations();
  const { field, shell } = useFieldController(props);
  const seconds = typeof field.value === "number" ? field.value : undefined;
  const [unit, setUnit] = useState<DurationUnit>(() => bestUnit(seconds ?? 0, units));
  // A value set from outside (reset, revert) is shown in its own best unit.
  useEffect(() => {
    if (seconds !== undefined && seconds % DURATION_UNITS[unit] !== 0) setUnit(bestUnit(seconds, units));
  }, [seconds, unit, units]);
  const amount = seconds === undefined ? "" : String(seconds / DURATION_UNITS[unit]);
  const locked = props.readOnly || props.disabled;

  return (
    <FieldShell {...shell}>
      <HStack gap="2" maxW="sm">
        <Input
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          value={amount}
          readOnly={props.readOnly}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (text === "") return field.onChange(null);
            const parsed = Number.parseInt(text, 10);
            if (Number.isNaN(parsed) || parsed < 0) return;
            field.onChange(parsed * DURATION_UNITS[unit]);
          }}
          onBlur={field.onBlur}
        />
        <NativeSelect.Root disabled={locked} maxW="10rem">
          <NativeSelect.Field
            aria-label={t("timeUnitOf", { field: props.label ?? "" })}
            value={unit}
            onChange={(event) => {
              const next = event.target.value as DurationUnit;
              setUnit(next);
              if (seconds !== undefined) field.onChange((seconds / DURATION_UNITS[unit]) * DURATION_UNITS[next]);
            }}
          >
            {units.map((choice) => (
              <option key={choice} value={choice}>
                {t(UNIT_LABELS[choice])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </FieldShell>
  );
}
