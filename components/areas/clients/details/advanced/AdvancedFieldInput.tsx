"use client";

import type { Control } from "react-hook-form";
import { useTranslations } from "next-intl";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { KeyValueField, SelectField, SwitchField, TextField } from "@/components/kit/form";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { useServerInfo } from "@/lib/console-context";
import {
  fieldKey,
  secondsError,
  timeoutError,
  type AdvancedField,
  type AdvancedValue,
  type AdvancedValues,
} from "./advancedFields";
import { algorithmOptions } from "./algorithms";

export type AdvancedFieldInputProps = {
  field: AdvancedField;
  control: Control<AdvancedValues>;
  readOnly: boolean;
  /** The realm's flows, for the flow overrides. */
  flows: AuthenticationFlowRepresentation[];
  /** The override's current value, offered even when the flow list could not be read. */
  current: AdvancedValue;
};

/** The realm's flows, and the current override even when the list lacks it. */
function flowOptions(flows: AuthenticationFlowRepresentation[], current: AdvancedValue) {
  const options = flows.map((flow) => ({ value: flow.id ?? "", label: flow.alias ?? "" }));
  if (typeof current === "string" && current && !options.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return options;
}

/** One field of the Advanced tab, as its kind asks. */
export function AdvancedFieldInput({ field, control, readOnly, flows, current }: AdvancedFieldInputProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const name = fieldKey(field);
  const label = t(field.labelKey);
  switch (field.kind) {
    case "switch":
      return <SwitchField control={control} name={name} label={label} readOnly={readOnly} disabled={readOnly} />;
    case "select":
    case "flow":
      return (
        <SelectField
          control={control}
          name={name}
          label={label}
          readOnly={readOnly}
          disabled={readOnly}
          options={field.kind === "flow" ? flowOptions(flows, current) : algorithmOptions(field.options, serverInfo, t)}
        />
      );
    case "acr":
      return (
        <FieldsetShell label={label} help={t("acrToLoAMappingHelp")}>
          <KeyValueField control={control} name={name} label={label} readOnly={readOnly} />
        </FieldsetShell>
      );
    case "timeout":
      return (
        <TextField
          control={control}
          name={name}
          label={label}
          help={t("nodeReRegistrationTimeoutHelp")}
          helperText={t("nodeReRegistrationTimeoutUnit")}
          readOnly={readOnly}
          type="number"
          min={-1}
          rules={{ validate: (value: AdvancedValue) => !timeoutError(value) || t("mustBeTimeout") }}
        />
      );
    default:
      return (
        <TextField
          control={control}
          name={name}
          label={label}
          helperText={t("inheritedLifespan")}
          readOnly={readOnly}
          type="number"
          min={0}
          rules={{ validate: (value: AdvancedValue) => !secondsError(value) || t("mustBeSeconds") }}
        />
      );
  }
}
