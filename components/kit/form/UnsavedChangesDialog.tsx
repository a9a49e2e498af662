"use client";

import { Button } from "@chakra-ui/react";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useTranslations } from "next-intl";

export type UnsavedChangesDialogProps = { open: boolean; onLeave(): void; onStay(): void };

/** Asked when leaving a form with changes that are not saved. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const t = useTranslations();
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      title={t("unsavedChangesTitle")}
      onClose={onStay}
      footer={
        <>
          <Button variant="outline" onClick={onStay}>
            {t("stay")}
          </Button>
          <Button colorPalette="red" onClick={onLeave}>
            {t("leave")}
          </Button>
        </>
      }
    >
      {t("unsavedChangesConfirm")}
    </DialogFrame>
  );
}
