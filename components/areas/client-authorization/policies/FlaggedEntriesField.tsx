"use client";

import { Checkbox, Stack } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useController, type Control } from "react-hook-form";
import { FieldShell, SearchSelect, useChosenOptions, type UseOptionsById } from "@/components/kit/form";
import type { SearchOption } from "@/lib/form/searchOption";
import type { PolicyValues } from "@/lib/authorization/policyForm";

type FlaggedList = "roles" | "clientScopes" | "groups";
type Entry = { id: string; path?: string; [flag: string]: unknown };

export type FlaggedEntriesFieldProps = {
  control: Control<PolicyValues>;
  name: FlaggedList;
  label: string;
  help?: string;
  /** The matches of what is typed, searched on the server. */
  useMatches(search: string): UseQueryResult<SearchOption[]>;
  /** The entries' objects by id, so entries loaded with the policy show by name. */
  useOptionsById: UseOptionsById;
  /** The boolean each entry carries: "required" for roles and client scopes, "extendChildren" for groups. */
  flag: "required" | "extendChildren";
  /** The flag's checkbox label for one entry, e.g. "Required: admin". */
  flagLabel(entryLabel: string): string;
};

const idOf = (option: SearchOption) => option.value;
const labelOf = (option: SearchOption) => option.label;

/**
 * Chosen entries (roles, client scopes, groups) with a flag each, found by a server search. Choosing keeps the flags
 * of entries already chosen; a group entry keeps its path, which Keycloak shows and stores beside the id.
 */
export function FlaggedEntriesField(props: FlaggedEntriesFieldProps) {
  const { control, name, label, help, useMatches, useOptionsById, flag, flagLabel } = props;
  const t = useTranslations();
  const { field, fieldState } = useController({ control, name });
  const entries = field.value as Entry[];
  // a group entry names its path already; the others are asked of the server by id
  const { options, remember } = useChosenOptions(
    entries.filter((entry) => !entry.path).map((entry) => entry.id),
    useOptionsById,
  );
  const chosen = entries.map((entry): SearchOption =>
    entry.path
      ? { value: entry.id, label: entry.path }
      : (options.find((option) => option.value === entry.id) ?? { value: entry.id, label: entry.id }),
  );

  const choose = (picked: SearchOption[]) => {
    remember(picked);
    field.onChange(
      picked.map(
        ({ value, label: pickedLabel }) =>
          entries.find((entry) => entry.id === value) ??
          (name === "groups" ? { id: value, path: pickedLabel, [flag]: false } : { id: value, [flag]: false }),
      ),
    );
  };
  const setFlag = (id: string, value: boolean) =>
    field.onChange(entries.map((entry) => (entry.id === id ? { ...entry, [flag]: value } : entry)));

  return (
    <Stack gap="2" w="full">
      <FieldShell label={label} help={help} error={fieldState.error}>
        <SearchSelect
          multiple
          value={chosen}
          onChange={choose}
          useMatches={useMatches}
          idOf={idOf}
          labelOf={labelOf}
          label={label}
          placeholder={t("selectAnOption")}
          invalid={!!fieldState.error}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      </FieldShell>
      {chosen.map((option) => (
        <Checkbox.Root
          key={option.value}
          checked={!!entries.find((entry) => entry.id === option.value)?.[flag]}
          onCheckedChange={({ checked }) => setFlag(option.value, checked === true)}
        >
          <Checkbox.HiddenInput aria-label={flagLabel(option.label)} />
          <Checkbox.Control />
          <Checkbox.Label>{flagLabel(option.label)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
