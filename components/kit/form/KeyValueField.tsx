"use client";

import { Button, Grid, IconButton, Input, Text } from "@chakra-ui/react";
import {
  useController,
  useFieldArray,
  type ArrayPath,
  type Control,
  type ControllerRenderProps,
  type FieldArray,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { useTranslations } from "next-intl";
import type { KeyValue } from "@/lib/form/keyValue";
import { MinusIcon, PlusIcon } from "@/components/kit/ui/icons";
import { useReadOnly } from "./FormAccess";
import { useReviewLabel } from "./reviewRegistry";
import type { BaseFieldProps } from "./useFieldController";

export type KeyValueFieldProps<T extends FieldValues> = Pick<BaseFieldProps<T>, "control" | "label" | "readOnly"> & {
  /** A form path holding a list of {key, value} rows (see lib/form/keyValue for the map conversions). */
  name: ArrayPath<T>;
  keyLabel?: string;
  valueLabel?: string;
};

/** Editable key/value rows. Convert to and from a map with keyValueToMap / mapToKeyValue on load and submit. */
export function KeyValueField<T extends FieldValues>({
  name,
  control,
  label,
  keyLabel,
  valueLabel,
  ...props
}: KeyValueFieldProps<T>) {
  const t = useTranslations();
  const readOnly = useReadOnly() || !!props.readOnly;
  const { fields, append, remove } = useFieldArray<T>({ name, control });
  useReviewLabel(name, label);
  const keyHeader = keyLabel ?? t("key");
  const valueHeader = valueLabel ?? t("value");
  const emptyRow = { key: "", value: "" } satisfies KeyValue as FieldArray<T, ArrayPath<T>>;

  return (
    <Grid role="group" aria-label={label} templateColumns="1fr 1fr auto" gap="2" alignItems="center">
      {fields.length > 0 && (
        <>
          <Text fontWeight="semibold">{keyHeader}</Text>
          <Text fontWeight="semibold">{valueHeader}</Text>
          <span />
        </>
      )}
      {fields.map((row, index) => (
        <KeyValueRow
          key={row.id}
          control={control}
          name={name}
          index={index}
          readOnly={readOnly}
          keyHeader={keyHeader}
          valueHeader={valueHeader}
          onRemove={() => remove(index)}
        />
      ))}
      {!readOnly && (
        <Button gridColumn="1 / -1" justifySelf="start" variant="ghost" size="sm" onClick={() => append(emptyRow)}>
          <PlusIcon />
          {t("addAttribute")}
        </Button>
      )}
    </Grid>
  );
}

type KeyValueRowProps<T extends FieldValues> = {
  control?: Control<T>;
  name: ArrayPath<T>;
  index: number;
  readOnly?: boolean;
  keyHeader: string;
  valueHeader: string;
  onRemove(): void;
};

function KeyValueRow<T extends FieldValues>({
  control,
  name,
  index,
  readOnly,
  keyHeader,
  valueHeader,
  onRemove,
}: KeyValueRowProps<T>) {
  const t = useTranslations();
  const keyField = useController<T>({ control, name: `${name}.${index}.key` as Path<T> }).field;
  const valueField = useController<T>({ control, name: `${name}.${index}.value` as Path<T> }).field;
  return (
    <>
      <PairInput field={keyField} label={keyHeader} placeholder={t("keyPlaceholder")} readOnly={readOnly} />
      <PairInput field={valueField} label={valueHeader} placeholder={t("valuePlaceholder")} readOnly={readOnly} />
      <IconButton aria-label={t("removeAttribute")} variant="ghost" disabled={readOnly} onClick={onRemove}>
        <MinusIcon />
      </IconButton>
    </>
  );
}

type PairInputProps<T extends FieldValues> = {
  field: ControllerRenderProps<T, Path<T>>;
  label: string;
  placeholder: string;
  readOnly?: boolean;
};

/** The key or the value of one pair, bound to its field. */
function PairInput<T extends FieldValues>({ field, label, placeholder, readOnly }: PairInputProps<T>) {
  return (
    <Input
      ref={field.ref}
      name={field.name}
      aria-label={label}
      placeholder={placeholder}
      readOnly={readOnly}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}
