"use client";

import type { FieldValues } from "react-hook-form";
import { FieldShell, Typeahead, useFieldController, type BaseFieldProps } from "@/components/kit/form";
import { toValueList } from "@/components/kit/form/options";
import { useUserProfileSettings } from "@/lib/queries/userProfile";

export type AttributeNameFieldProps<T extends FieldValues> = BaseFieldProps<T> & { realm: string };

/** One of the realm's user-profile attribute names, searched as you type, or any name typed (an unmanaged attribute). */
export function AttributeNameField<T extends FieldValues>({ realm, ...props }: AttributeNameFieldProps<T>) {
  const { field, shell, typeahead } = useFieldController(props);
  const profile = useUserProfileSettings(realm);
  const names = (profile.data?.attributes ?? []).flatMap((attribute) => (attribute.name ? [attribute.name] : []));
  return (
    <FieldShell {...shell}>
      <Typeahead
        options={names.map((name) => ({ value: name, label: name }))}
        value={toValueList(field.value)}
        onChange={(values) => field.onChange(values[0] ?? "")}
        creatable
        {...typeahead}
      />
    </FieldShell>
  );
}
