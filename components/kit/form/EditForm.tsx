"use client";

import { createContext, useContext, type ReactNode } from "react";
import { Stack, type StackProps } from "@chakra-ui/react";
import { FormProvider, type FieldValues } from "react-hook-form";
import { FormAccess } from "./FormAccess";
import { ReviewBeforeSave } from "./ReviewBeforeSave";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog";
import type { EditFormState } from "./useEditForm";

const RevertContext = createContext<(() => void) | null>(null);

/** What FormActions' Revert runs inside an EditForm: the server's values back, the form clean. */
export const useRevert = () => useContext(RevertContext);

export type EditFormProps<T extends FieldValues> = {
  edit: EditFormState<T>;
  /** The form's accessible name. */
  label: string;
  /** Save shows what will change first (a stored object's settings; not a form that creates). */
  review?: boolean;
  /** Spacing of the fields; the form stacks its children. */
  layout?: StackProps;
  children: ReactNode;
};

/**
 * The form element of a useEditForm: its fields (which read the form and its read-only state from here, so none is
 * passed field by field), the review before save and the unsaved-changes question.
 */
export function EditForm<T extends FieldValues>({ edit, label, review = false, layout, children }: EditFormProps<T>) {
  const { form, submit, blocker, readOnly, revert } = edit;
  const body = (
    <form onSubmit={submit} noValidate aria-label={label}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="6" {...layout}>
        {children}
      </Stack>
    </form>
  );
  return (
    <FormProvider {...form}>
      <FormAccess readOnly={readOnly}>
        <RevertContext.Provider value={revert}>
          {review ? (
            <ReviewBeforeSave form={form} enabled={!readOnly}>
              {body}
            </ReviewBeforeSave>
          ) : (
            body
          )}
        </RevertContext.Provider>
      </FormAccess>
    </FormProvider>
  );
}
