"use client";

import { HStack, Switch, Text, VisuallyHidden } from "@chakra-ui/react";

export type ActionSwitchProps = {
  checked: boolean;
  label: string;
  /** What the switch says beside it: on, off, or why it is off. */
  stateLabel: string;
  disabled?: boolean;
  readOnly?: boolean;
  onChange(checked: boolean): void;
};

/**
 * A switch in a required action's row, saved as soon as it is flipped. Its name says which action and setting it is;
 * the visible on/off text repeats the switch's state, so assistive technology reads the state from the switch alone.
 */
export function ActionSwitch({ checked, label, stateLabel, disabled, readOnly, onChange }: ActionSwitchProps) {
  return (
    <HStack gap="2">
      <Switch.Root
        size="sm"
        checked={checked}
        disabled={disabled}
        readOnly={readOnly}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Switch.Label>
      </Switch.Root>
      <Text aria-hidden fontSize="sm">
        {stateLabel}
      </Text>
    </HStack>
  );
}
