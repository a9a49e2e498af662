import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Runs a form's write, then makes the saved values the form's new baseline. A field the user changed while the write
 * ran (a save can take seconds: it waits for the refetch too) keeps what they typed, unsaved, instead of being put back
 * to what was sent. Call it before anything else awaits in the submit handler, while the form still holds exactly
 * what was submitted.
 */
export async function saveKeepingEdits<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  saved: T,
  write: () => Promise<R>,
): Promise<R> {
  const submitted = structuredClone(form.getValues());
  const result = await write();
  const current = structuredClone(form.getValues());
  form.reset(saved);
  for (const name of Object.keys(current) as Path<T>[]) {
    if (sameValue(current[name], submitted[name])) continue;
    form.setValue(name, current[name] as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
  }
  return result;
}
