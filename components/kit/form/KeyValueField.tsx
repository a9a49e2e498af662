"use client";

import { useId } from "react";
import { Button, Grid, IconButton, Input, Text } from "@chakra-ui/react";
import {
  get,
  useController,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type ControllerRenderProps,
  type FieldArray,
  type FieldError,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { useTranslations } from "next-intl";
import type { KeyValue } from "@/lib/form/keyValue";
import { MinusIcon, PlusIcon } from "@/components/kit/ui/icons";
import { fieldErrorText } from "./fieldErrorText";
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
  const errorId = useId();
  const { errors } = useFormState<T>({ control, name: name as Path<T> });
  // an error of the list as a whole (none, where one is required), not of one of its rows
  const listError = fieldErrorText(get(errors, name) as FieldError | undefined, t);
  const keyHeader = keyLabel ?? t("key");
  const valueHeader = valueLabel ?? t("value");
  const emptyRow = { key: "", value: "" } satisfies KeyValue as FieldArray<T, ArrayPath<T>>;

  return (
    <Grid
      role="group"
      aria-label={label}
      // the list takes the focus for its own error, which has no input to go to
      aria-invalid={listError ? true : undefined}
      aria-describedby={listError ? errorId : undefined}
      tabIndex={listError ? -1 : undefined}
      templateColumns="1fr 1fr auto"
      gap="2"
      alignItems="center"
    >
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
      {listError && (
        <Text id={errorId} gridColumn="1 / -1" color="fg.error" fontSize="sm">
          {listError}
        </Text>
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
  const errorId = useId();
  const pair = {
    key: useController<T>({ control, name: `${name}.${index}.key` as Path<T> }),
    value: useController<T>({ control, name: `${name}.${index}.value` as Path<T> }),
  };
  const errors = [pair.key, pair.value].flatMap(({ fieldState }) => fieldErrorText(fieldState.error, t) ?? []);
  const input = (part: keyof typeof pair, label: string, placeholder: string) => (
    <PairInput
      field={pair[part].field}
      label={label}
      placeholder={placeholder}
      readOnly={readOnly}
      errorId={pair[part].fieldState.error ? errorId : undefined}
    />
  );
  return (
    <>
      {input("key", keyHeader, t("keyPlaceholder"))}
      {input("value", valueHeader, t("valuePlaceholder"))}
      <IconButton aria-label={t("removeAttribute")} variant="ghost" disabled={readOnly} onClick={onRemove}>
        <MinusIcon />
      </IconButton>
      {errors.length > 0 && (
        <Text id={errorId} gridColumn="1 / -1" color="fg.error" fontSize="sm">
          {errors.join(" ")}
        </Text>
      )}
    </>
  );
}

type PairInputProps<T extends FieldValues> = {
  field: ControllerRenderProps<T, Path<T>>;
  label: string;
  placeholder: string;
  readOnly?: boolean;
  /** The row's error text, while this input is what is wrong in it. */
  errorId?: string;
};

/** The key or the value of one pair, bound to its field. */
function PairInput<T extends FieldValues>({ field, label, placeholder, readOnly, errorId }: PairInputProps<T>) {
  return (
    <Input
      ref={field.ref}
      name={field.name}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-errormessage={errorId}
      placeholder={placeholder}
      readOnly={readOnly}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}
