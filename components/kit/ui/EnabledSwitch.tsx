"use client";

import { HStack, Switch, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type EnabledSwitchProps = {
  /** The switch's name, which stays the same whatever its state. */
  label: string;
  enabled: boolean;
  disabled: boolean;
  onChange(enabled: boolean): void;
};

/** A switch that turns something (a client, a provider, an organization) on or off, its state written beside it. */
export function EnabledSwitch({ label, enabled, disabled, onChange }: EnabledSwitchProps) {
  const t = useTranslations();
  return (
    <HStack gap="2">
      <Switch.Root checked={enabled} disabled={disabled} onCheckedChange={({ checked }) => onChange(checked)}>
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control />
      </Switch.Root>
      {/* beside the switch, not its label: the switch's name stays the same whatever its state */}
      <Text>{t(enabled ? "enabled" : "disabled")}</Text>
    </HStack>
  );
}
