"use client";

import { Switch } from "@chakra-ui/react";

export type ActionSwitchProps = {
  checked: boolean;
  label: string;
  /** What the switch says beside it: on, off, or why it is off. */
  stateLabel: string;
  disabled?: boolean;
  readOnly?: boolean;
  onChange(checked: boolean): void;
};

/** A switch in a required action's row, saved as soon as it is flipped. */
export function ActionSwitch({ checked, label, stateLabel, disabled, readOnly, onChange }: ActionSwitchProps) {
  return (
    <Switch.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      readOnly={readOnly}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control />
      <Switch.Label>{stateLabel}</Switch.Label>
    </Switch.Root>
  );
}
