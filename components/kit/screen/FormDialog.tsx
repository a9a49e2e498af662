"use client";

import type { ReactNode } from "react";
import { Button, Stack } from "@chakra-ui/react";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useTranslations } from "next-intl";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormSubmitButton, ReviewBeforeSave } from "@/components/kit/form";
import { ReviewRegistryContext } from "@/components/kit/form/reviewRegistry";
import { applyServerErrors } from "@/lib/errors";

export type FormDialogProps<T extends FieldValues> = {
  open: boolean;
  title: string;
  form: UseFormReturn<T>;
  /** The submit button's text. */
  submitLabel: string;
  /**
   * Saves. Resolving closes the dialog; rejecting keeps it open with what was typed, the server's field errors on
   * their fields (the mutation has raised any alert), and hands the error to onError.
   */
  onSubmit(values: T): Promise<unknown>;
  onError?(error: unknown): void;
  /** Called after the form is reset, on cancel, Escape, the close button or a successful save. */
  onClose(): void;
  /**
   * Show what will change and save only on confirm (a stored configuration being edited): then there is nothing to
   * save before a change. Any other dialog's submit can be pressed at once, and shows what is missing if anything is.
   */
  review?: boolean;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form in a dialog: title, fields (which take the form from it), cancel and submit with progress; closes on
 * success, keeps the input on failure.
 */
export function FormDialog<T extends FieldValues>({
  open,
  title,
  form,
  submitLabel,
  onSubmit,
  onError,
  onClose,
  review = false,
  children,
}: FormDialogProps<T>) {
  const t = useTranslations();
  const close = () => {
    form.reset();
    onClose();
  };
  const save = async (values: T) => {
    try {
      await onSubmit(values);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, t);
      onError?.(error);
    }
  };
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={close}
      wrap={(content) => {
        const formElement = (
          <form
            onSubmit={(event) => {
              // a dialog may sit inside a screen's form in React's tree, and React events bubble through portals
              event.stopPropagation();
              void form.handleSubmit(save)(event);
            }}
            noValidate
            aria-label={title}
          >
            {content}
          </form>
        );
        // without a review of its own, the dialog's fields stay out of the review of a form it may sit in
        return (
          <FormProvider {...form}>
            {review ? (
              <ReviewBeforeSave form={form}>{formElement}</ReviewBeforeSave>
            ) : (
              <ReviewRegistryContext.Provider value={null}>{formElement}</ReviewRegistryContext.Provider>
            )}
          </FormProvider>
        );
      }}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t("cancel")}
          </Button>
          <FormSubmitButton control={form.control} allowNonDirty={!review}>
            {submitLabel}
          </FormSubmitButton>
        </>
      }
    >
      <Stack gap="4">{children}</Stack>
    </DialogFrame>
  );
}
