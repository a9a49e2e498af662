"use client";

import type { ReactNode } from "react";
import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormSubmitButton } from "@/components/form";
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
  allowInvalid?: boolean;
  allowNonDirty?: boolean;
  /** The fields. */
  children: ReactNode;
};

/** A form in a dialog: title, fields, cancel and submit with progress; closes on success, keeps the input on failure. */
export function FormDialog<T extends FieldValues>({
  open,
  title,
  form,
  submitLabel,
  onSubmit,
  onError,
  onClose,
  allowInvalid,
  allowNonDirty,
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
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                // a dialog may sit inside a screen's form in React's tree, and React events bubble through portals
                event.stopPropagation();
                void form.handleSubmit(save)(event);
              }}
              noValidate
              aria-label={title}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control} allowInvalid={allowInvalid} allowNonDirty={allowNonDirty}>
                  {submitLabel}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
