"use client";

import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type UnsavedChangesDialogProps = { open: boolean; onLeave(): void; onStay(): void };

/** Asked when leaving a form with changes that are not saved. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const t = useTranslations();
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={({ open: next }) => !next && onStay()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("unsavedChangesTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t("unsavedChangesConfirm")}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                {t("stay")}
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                {t("leave")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
