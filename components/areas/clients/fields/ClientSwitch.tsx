"use client";

import { SwitchField } from "@/components/kit/form";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";

type BooleanField = {
  [K in keyof ClientFormValues]: ClientFormValues[K] extends boolean ? K : never;
}[keyof ClientFormValues];

export type ClientSwitchProps = {
  name: BooleanField;
  label: string;
  help?: string;
  readOnly?: boolean;
  disabled?: boolean;
};

/** An on/off setting of the client form, worded as Keycloak's switches are. */
export function ClientSwitch({ name, label, help, readOnly, disabled }: ClientSwitchProps) {
  return (
    <SwitchField<ClientFormValues> name={name} label={label} help={help} readOnly={readOnly} disabled={disabled} />
  );
}
