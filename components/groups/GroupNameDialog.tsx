"use client";

import { useMemo } from "react";
import { Button, Dialog, Portal } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, TextField } from "@/components/form";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { createGroupSchema, type CreateGroupValues } from "./createGroupForm";

export type GroupNameDialogProps = {
  /** Message key of the title (createAGroup, createChildGroup, renameGroup, duplicateGroup). */
  titleKey: string;
  /** Message key of the submit button. */
  submitKey: string;
  defaultName?: string;
  /** Rejects to keep the dialog open; the mutation has alerted unless the error belongs on the field. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
};

/**
 * Asks for a group's name (create, rename, duplicate); a name a sibling already uses (409) shows on the field.
 * Mount it to open it: each opening starts a fresh form.
 */
export function GroupNameDialog({ titleKey, submitKey, defaultName = "", onSubmit, onClose }: GroupNameDialogProps) {
  const t = useTranslations();
  const schema = useMemo(() => createGroupSchema(t("required")), [t]);
  const form = useForm<CreateGroupValues>({
    defaultValues: { name: defaultName },
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  const save = async ({ name }: CreateGroupValues) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else applyServerErrors(error, form.setError, t);
    }
  };

  return (
    <Dialog.Root open onOpenChange={({ open: next }) => !next && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                // the dialog sits inside the screen's forms in React's tree
                event.stopPropagation();
                void form.handleSubmit(save)(event);
              }}
              noValidate
              aria-label={t(titleKey)}
            >
              <Dialog.Header>
                <Dialog.Title>{t(titleKey)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <TextField control={form.control} name="name" label={t("name")} required />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t("cancel")}
                </Button>
                <FormSubmitButton control={form.control} allowNonDirty={defaultName !== ""}>
                  {t(submitKey)}
                </FormSubmitButton>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
