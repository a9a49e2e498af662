"use client";

import { useEffect, useId, useState } from "react";
import { Group, Input, NativeSelect } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import {
  DEFAULT_UNITS,
  splitDuration,
  toSeconds,
  unitsFor,
  type DurationValue,
  type TimeUnit,
} from "@/lib/form/duration";
import { FieldShell } from "./FieldShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

const UNIT_LABELS: Record<TimeUnit, string> = {
  second: "timeUnitSeconds",
  minute: "timeUnitMinutes",
  hour: "timeUnitHours",
  day: "timeUnitDays",
};

export type DurationFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** The units offered; minutes, hours and days by default, as Keycloak's TimeSelector. */
  units?: readonly TimeUnit[];
};

const asDuration = (value: unknown): DurationValue => (typeof value === "number" ? value : "");

/** A lifespan stored in seconds, entered as an amount and a unit; "" when the amount is left empty. */
export function DurationField<T extends FieldValues>({ units = DEFAULT_UNITS, ...props }: DurationFieldProps<T>) {
  const t = useTranslations();
  const selectId = useId();
  // the review before save says "5 Minutes", as the field shows it, not the 300 seconds it stores
  const { field, shell, readOnly } = useFieldController(props, {
    format: (stored) => {
      const { amount, unit } = splitDuration(asDuration(stored), units);
      return t("reviewChangesDuration", { amount: String(amount), unit: t(UNIT_LABELS[unit]) });
    },
  });
  const value = asDuration(field.value);
  const [shown, setShown] = useState(() => {
    const { amount, unit } = splitDuration(value, units);
    return { text: String(amount), unit };
  });
  // A value set from outside (reset, revert) is shown afresh; what the user is typing is left alone, so 60 minutes
  // does not turn into 1 hour under their fingers.
  useEffect(() => {
    setShown((current) => {
      if (toSeconds(current.text, current.unit) === value) return current;
      const { amount, unit } = splitDuration(value, units);
      return { text: String(amount), unit };
    });
  }, [value, units]);

  const lockedSelect = { disabled: props.disabled || readOnly };
  // the unit shown stays offered while its amount is retyped (seconds, for a value no other unit fits)
  const offered = unitsFor(value, units.includes(shown.unit) ? units : [shown.unit, ...units]);
  const change = (text: string, unit: TimeUnit) => {
    setShown({ text, unit });
    field.onChange(toSeconds(text, unit));
  };

  return (
    <FieldShell {...shell}>
      <Group attached maxW="20rem">
        <Input
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          value={shown.text}
          readOnly={readOnly}
          placeholder={props.placeholder}
          onChange={(event) => change(event.target.value, shown.unit)}
          onBlur={field.onBlur}
        />
        <NativeSelect.Root maxW="10rem">
          <NativeSelect.Field
            id={selectId}
            // A select has no read-only state and the field's readonly attribute does not stop a change; inside a
            // Field the root's disabled is ignored, so the select itself is disabled (Chakra's types leave this out).
            {...lockedSelect}
            aria-label={t("timeUnitOf", { field: props.label ?? field.name })}
            value={shown.unit}
            onChange={(event) => change(shown.text, event.target.value as TimeUnit)}
          >
            {offered.map((unit) => (
              <option key={unit} value={unit}>
                {t(UNIT_LABELS[unit])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Group>
    </FieldShell>
  );
}
