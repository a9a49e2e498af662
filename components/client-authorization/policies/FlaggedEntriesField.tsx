"use client";

import { Checkbox, Stack } from "@chakra-ui/react";
import { useController, type Control } from "react-hook-form";
import { FieldShell, Typeahead } from "@/components/form";
import type { PolicyValues } from "@/lib/authorization/policyForm";
import type { AuthzOption } from "@/lib/queries/authorization";

type FlaggedList = "roles" | "clientScopes" | "groups";
type Entry = { id: string; [flag: string]: unknown };

export type FlaggedEntriesFieldProps = {
  control: Control<PolicyValues>;
  name: FlaggedList;
  label: string;
  help?: string;
  options: AuthzOption[];
  /** The boolean each entry carries: "required" for roles and client scopes, "extendChildren" for groups. */
  flag: "required" | "extendChildren";
  /** The flag's checkbox label for one entry, e.g. "Required: admin". */
  flagLabel(entryLabel: string): string;
  readOnly: boolean;
};

/**
 * Chosen entries (roles, client scopes, groups) with a flag each. Choosing keeps the flags of entries already
 * chosen; a group entry keeps its path, which Keycloak shows and stores beside the id.
 */
export function FlaggedEntriesField(props: FlaggedEntriesFieldProps) {
  const { control, name, label, help, options, flag, flagLabel, readOnly } = props;
  const { field, fieldState } = useController({ control, name });
  const entries = field.value as Entry[];
  const labelOf = (id: string) => options.find((option) => option.value === id)?.label ?? id;

  const choose = (ids: string[]) =>
    field.onChange(
      ids.map(
        (id) =>
          entries.find((entry) => entry.id === id) ??
          (name === "groups" ? { id, path: labelOf(id), [flag]: false } : { id, [flag]: false }),
      ),
    );
  const setFlag = (id: string, value: boolean) =>
    field.onChange(entries.map((entry) => (entry.id === id ? { ...entry, [flag]: value } : entry)));

  return (
    <Stack gap="2" w="full">
      <FieldShell label={label} help={help} readOnly={readOnly} error={fieldState.error}>
        <Typeahead
          multiple
          name={field.name}
          options={options}
          value={entries.map((entry) => entry.id)}
          onChange={choose}
          readOnly={readOnly}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      </FieldShell>
      {entries.map((entry) => (
        <Checkbox.Root
          key={entry.id}
          checked={!!entry[flag]}
          readOnly={readOnly}
          onCheckedChange={({ checked }) => setFlag(entry.id, checked === true)}
        >
          <Checkbox.HiddenInput aria-label={flagLabel(labelOf(entry.id))} />
          <Checkbox.Control />
          <Checkbox.Label>{flagLabel(labelOf(entry.id))}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
