"use client";

import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FieldShell } from "./FieldShell";
import { SearchSelect, type SearchSelectProps } from "./SearchSelect";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type SearchSelectFieldProps<T extends FieldValues, R> = BaseFieldProps<T> &
  Pick<SearchSelectProps<R>, "useMatches" | "idOf" | "labelOf" | "detailOf">;

/** A form field holding the id of one object (a user, a client) chosen among many, searched on the server. */
export function SearchSelectField<T extends FieldValues, R>({
  useMatches,
  idOf,
  labelOf,
  detailOf,
  ...props
}: SearchSelectFieldProps<T, R>) {
  const t = useTranslations();
  const { field, shell } = useFieldController(props);
  const [chosen, setChosen] = useState<R>();
  // a reset form (Revert) holds another id than the object last chosen, which then no longer shows
  const value = chosen !== undefined && idOf(chosen) === field.value ? chosen : undefined;
  return (
    <FieldShell {...shell}>
      <SearchSelect
        value={value}
        onChange={(item) => {
          setChosen(item);
          field.onChange(item === undefined ? "" : idOf(item));
        }}
        useMatches={useMatches}
        idOf={idOf}
        labelOf={labelOf}
        detailOf={detailOf}
        label={props.label ?? ""}
        placeholder={props.placeholder ?? t("selectAnOption")}
      />
    </FieldShell>
  );
}
