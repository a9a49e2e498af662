"use client";

import { useEffect, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from "react-hook-form";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import type { z } from "@/lib/form/zod";
import { useReadOnly } from "./FormAccess";
import { withRequiredFields } from "./requiredFields";
import { saveKeepingEdits } from "./saveKeepingEdits";
import { useUnsavedChangesBlocker, type UnsavedChangesBlocker } from "./useUnsavedChangesBlocker";

export type EditFormOptions<D, T extends FieldValues, R> = {
  /**
   * What the form edits as the server sent it (a query's data, or the defaults of something new). The form starts
   * from it, Revert goes back to it, and when it is loaded again (after a save, or changed elsewhere) it becomes the
   * new baseline unless the user is editing.
   */
  data: D;
  toValues(data: D): T;
  /** Checks what the user types; built once, with the form. */
  schema?: z.ZodType | (() => z.ZodType);
  save(values: T): Promise<R>;
  /**
   * The form's name of a field the server names in a field error (user-profile attributes sit under `attributes.`);
   * none for a field the form does not show, whose error then goes to the alert.
   */
  serverField?(field: string): string | undefined;
  /**
   * Where a refusal of a name (409, or the statuses given) shows: on this field, with the server's message; a
   * function may pick the field from the error and the values sent (a message naming what was typed), or none to
   * leave it to the field errors and the alert.
   */
  conflict?: { field: Path<T> | ((error: unknown, values: T) => Path<T> | undefined); statuses?: readonly number[] };
  /** Message key of the alert for any other failure; without it the failure goes to onError, or the mutation's alert. */
  errorKey?: string;
  onError?(error: unknown): void;
  /** After a successful save, typically to open what was created: a navigation it starts is not asked about. */
  onSaved?(result: R, values: T): unknown;
  /** Read-only on top of the access around (FormAccess), e.g. a user of a read-only federation provider. */
  readOnly?: boolean;
  /**
   * Whether leaving loses work, given whether the form has edits; by default exactly when it has. For a form whose
   * work is more than its edits (a client file read into it, new to the server until saved; the groups a new user is
   * to join), or that is done despite them (a token shown once, which the form has no more use for).
   */
  unsaved?(dirty: boolean): boolean;
};

export type EditFormState<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form element's submit handler. */
  submit(event?: React.BaseSyntheticEvent): Promise<void>;
  /** Puts back the server's values, leaving the form clean. */
  revert(): void;
  blocker: UnsavedChangesBlocker;
  readOnly: boolean;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

// keys in order: a baseline's keys and the registered fields' may come in different orders
const sortedKeys = (_key: string, value: unknown) =>
  isPlainObject(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** Equal as JSON: an undefined value is the same as no key. */
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a, sortedKeys) === JSON.stringify(b, sortedKeys);

/** Whether `values` holds a key (at any depth of plain objects) that `baseline` does not. */
function hasKeysBeyond(values: unknown, baseline: unknown): boolean {
  if (!isPlainObject(values)) return false;
  if (!isPlainObject(baseline)) return Object.keys(values).length > 0;
  return Object.entries(values).some(([key, value]) => !(key in baseline) || hasKeysBeyond(value, baseline[key]));
}

/** `values` without the keys (at any depth of plain objects) that `baseline` does not have. */
function withinKeysOf(values: unknown, baseline: unknown): unknown {
  if (!isPlainObject(values) || !isPlainObject(baseline)) return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key in baseline)
      .map(([key, value]) => [key, withinKeysOf(value, baseline[key])]),
  );
}

/** Whether a field the baseline has holds another value: read from the values, so it holds at once after a change. */
function changedFrom<T extends FieldValues>(form: UseFormReturn<T>): boolean {
  const baseline = form.formState.defaultValues;
  return !sameValues(withinKeysOf(form.getValues(), baseline), baseline);
}

/** Sets server errors so that the first one set takes the focus, as a failed validation does. */
function focusingFirst<T extends FieldValues>(setError: UseFormSetError<T>): UseFormSetError<T> {
  let first = true;
  return (name, error) => {
    setError(name, error, { shouldFocus: first });
    first = false;
  };
}

/**
 * A settings or details form's whole life: values from the server, the schema, the unsaved-changes guard, save
 * keeping what was typed meanwhile, a name refused (409) on its field, the server's field errors on theirs (the
 * first focused) and any other failure as an alert. Render it with <EditForm edit={…}>, once the data is there.
 */
export function useEditForm<D, T extends FieldValues, R = unknown>(
  options: EditFormOptions<D, T, R>,
): EditFormState<T> {
  const { data, toValues, schema, save, serverField, conflict, errorKey, onError, onSaved, unsaved } = options;
  const t = useTranslations();
  const { addError } = useAlerts();
  const readOnly = useReadOnly() || !!options.readOnly;
  // one resolver for the form's life: a new one on re-render would drop the validity it has worked out
  const [resolver] = useState(() => {
    const built = typeof schema === "function" ? schema() : schema;
    return built ? withRequiredFields(zodResolver(built as never) as unknown as Resolver<T>) : undefined;
  });
  const form = useForm<T>({ defaultValues: toValues(data) as DefaultValues<T>, resolver, mode: "onChange" });
  const latest = useRef({ data, toValues });
  latest.current = { data, toValues };

  const reload = useRef(data);
  useEffect(() => {
    if (reload.current === data) return;
    reload.current = data;
    const values = latest.current.toValues(data);
    // data built anew on each render (a new object's defaults) is the same baseline, not a reload
    if (!form.formState.isDirty && !sameValues(values, form.formState.defaultValues)) form.reset(values);
  }, [data, form]);

  // A field whose key the data lacks registers that key (undefined) on every render after a reset, and
  // react-hook-form then counts the key itself as a change: Revert left such a form dirty. While the form holds
  // nothing but the baseline and such keys, the baseline takes them, so only what the user changes makes it dirty.
  // The values are compared, not formState.isDirty: with a schema, that flag follows a change only once the
  // resolver has run, and a change that adds keys at once (a provider type bringing its settings) was taken into
  // the baseline before it, leaving the form clean and its submit disabled.
  useEffect(() => {
    if (hasKeysBeyond(form.getValues(), form.formState.defaultValues) && !changedFrom(form))
      form.reset(form.getValues(), { keepErrors: true });
  });

  // the values count too, for the same reason: leaving right after typing (Cancel at once) must still ask
  const blocker = useUnsavedChangesBlocker(() => {
    const changed = form.formState.isDirty || changedFrom(form);
    return (unsaved ? unsaved(changed) : changed) && !form.formState.isSubmitting;
  });

  const fail = (error: unknown, values: T) => {
    const status = errorStatus(error);
    const message = getErrorMessage(error);
    const conflicting = conflict && status !== undefined && (conflict.statuses ?? [409]).includes(status);
    const field =
      conflicting && (typeof conflict.field === "function" ? conflict.field(error, values) : conflict.field);
    if (field) form.setError(field, { type: "server", message }, { shouldFocus: true });
    else if (applyServerErrors(error, focusingFirst(form.setError), t, serverField)) {
      // on their fields
    } else if (errorKey) addError(errorKey, explainError(error, t));
    else onError?.(error);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await saveKeepingEdits(form, values, () => save(values));
      if (onSaved) await blocker.passThrough(() => onSaved(result, values));
    } catch (error) {
      fail(error, values);
    }
  });

  // the values rebuilt from the server's data: a field that registered a key the data lacks goes back to empty too
  const revert = () => form.reset(latest.current.toValues(latest.current.data));

  return { form, submit, blocker, readOnly, revert };
}
