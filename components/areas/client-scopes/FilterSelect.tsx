"use client";

import { NativeSelect } from "@chakra-ui/react";

export type FilterSelectProps<V extends string> = {
  /** Names the filter for assistive technology. */
  label: string;
  /** Undefined shows every row. */
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  /** The choice that filters nothing. */
  allLabel: string;
  onChange(value: V | undefined): void;
};

const ALL = "";

/** Narrows the list to one value of a column (assigned type, protocol). */
export function FilterSelect<V extends string>({ label, value, options, allLabel, onChange }: FilterSelectProps<V>) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ALL}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
