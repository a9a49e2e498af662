"use client";

import { lazy, Suspense, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Box } from "@chakra-ui/react";
import { useFormState, type FieldValues, type UseFormReturn } from "react-hook-form";
import { reviewChanges, type FieldChange, type ReviewField } from "@/lib/form/reviewChanges";
import { createReviewRegistry, ReviewRegistryContext } from "./reviewRegistry";

// fetched with the first review, so that no screen's chunk carries the dialog and its table
const ReviewChangesDialog = lazy(() => import("./ReviewChangesDialog"));

export type ReviewBeforeSaveProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Off where there is nothing to compare with (a form that creates): the form then saves directly. */
  enabled?: boolean;
  /** The form element and its fields. */
  children: ReactNode;
};

type Pending = { target: HTMLFormElement; changes: FieldChange[] };

/**
 * Wrapped around a settings form, its submit first shows what will change (each field's label, old and new value,
 * secrets only as changed) and goes on only when confirmed; a valid form without changes and an invalid one (whose
 * errors the form's own submit shows) are submitted as they are. The form's own submit handler is untouched, so its
 * server field errors, unsaved-changes guard and read-only mode stay as they were.
 */
export function ReviewBeforeSave<T extends FieldValues>({ form, enabled = true, children }: ReviewBeforeSaveProps<T>) {
  const fields = useRef(new Map<string, ReviewField>());
  const registry = useMemo(() => createReviewRegistry(fields.current), []);
  const container = useRef<HTMLDivElement>(null);
  const confirmed = useRef(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // react-hook-form works out the dirty fields only while someone reads them
  const { dirtyFields } = useFormState({ control: form.control });

  const submitUnreviewed = (target: HTMLFormElement) => {
    // Checking the form takes microtasks only, so an invalid form would be sent on while the browser still dispatches
    // the submit held back, and React ignores a submit fired inside another: it goes in a task of its own.
    setTimeout(() => {
      // a form gone meanwhile (the screen left) sends no submit event that would use up the flag
      if (!target.isConnected) return;
      confirmed.current = true;
      target.requestSubmit();
    });
  };

  const review = async (target: HTMLFormElement) => {
    if (!(await form.trigger())) return submitUnreviewed(target);
    const changes = reviewChanges({
      defaults: form.formState.defaultValues,
      values: form.getValues(),
      dirtyFields,
      fields: fields.current,
    });
    if (changes.length === 0) return submitUnreviewed(target);
    setPending({ target, changes });
  };

  const onSubmitCapture = (event: FormEvent) => {
    const target = event.target;
    // a dialog's form reaches here through its portal: only the forms this wrapper holds are reviewed
    if (!(target instanceof HTMLFormElement) || !container.current?.contains(target)) return;
    if (!enabled || confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    void review(target);
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    submitUnreviewed(pending.target);
  };

  return (
    <ReviewRegistryContext.Provider value={registry}>
      <Box ref={container} display="contents" onSubmitCapture={onSubmitCapture}>
        {children}
      </Box>
      {pending && (
        <Suspense fallback={null}>
          <ReviewChangesDialog changes={pending.changes} onConfirm={confirm} onCancel={() => setPending(null)} />
        </Suspense>
      )}
    </ReviewRegistryContext.Provider>
  );
}
