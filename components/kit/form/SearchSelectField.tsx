"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { SearchOption } from "@/lib/form/searchOption";
import { FieldShell } from "./FieldShell";
import { toValueList } from "./options";
import { SearchSelect } from "./SearchSelect";
import { useChosenOptions, type UseOptionsById } from "./useChosenOptions";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type SearchSelectFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** Several ids (a list) instead of one (a string). */
  multiple?: boolean;
  /** The matches of what is typed, searched on the server. */
  useMatches(search: string): UseQueryResult<SearchOption[]>;
  /** The objects of ids the form was loaded with, so they show by name. */
  useOptionsById: UseOptionsById;
};

const idOf = (option: SearchOption) => option.value;
const labelOf = (option: SearchOption) => option.label;
const detailOf = (option: SearchOption) => option.detail;

/** A form field holding the ids of objects (users, clients, roles, groups) chosen among many, searched on the server. */
export function SearchSelectField<T extends FieldValues>({
  multiple,
  useMatches,
  useOptionsById,
  ...props
}: SearchSelectFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, typeahead, readOnly } = useFieldController(props);
  const { options, remember } = useChosenOptions(toValueList(field.value), useOptionsById);
  const common = {
    useMatches,
    idOf,
    labelOf,
    detailOf,
    label: props.label ?? "",
    placeholder: props.placeholder ?? t("selectAnOption"),
    readOnly: readOnly,
    invalid: typeahead.invalid,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
  return (
    <FieldShell {...shell}>
      {multiple ? (
        <SearchSelect
          {...common}
          multiple
          value={options}
          onChange={(chosen) => {
            remember(chosen);
            field.onChange(chosen.map(idOf));
          }}
        />
      ) : (
        <SearchSelect
          {...common}
          value={options[0]}
          onChange={(chosen) => {
            if (chosen) remember([chosen]);
            field.onChange(chosen === undefined ? "" : idOf(chosen));
          }}
        />
      )}
    </FieldShell>
  );
}
