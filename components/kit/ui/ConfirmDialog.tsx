"use client";

import { useCallback, useState, type ReactElement } from "react";
import { Button, Dialog } from "@chakra-ui/react";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { PRIMARY_LOOK } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";

export type ConfirmDialogOptions = {
  titleKey: string;
  messageKey: string;
  /** ICU values of the message, e.g. the name of what will be deleted. */
  messageValues?: Record<string, string | number>;
  /** Message key of the confirm button; defaults to "confirm". */
  continueKey?: string;
  /** danger: an alert dialog with a red confirm button. */
  variant?: "danger" | "default";
  onConfirm(): unknown;
  onCancel?(): void;
};

/**
 * A confirmation dialog: returns [toggle, element]. Render the element once; call toggle to open it.
 * The dialog closes after onConfirm settles; the confirm button shows progress meanwhile.
 */
export function useConfirmDialog(options: ConfirmDialogOptions): [() => void, ReactElement] {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const element = <ConfirmDialog {...options} open={open} onOpenChange={setOpen} />;
  return [toggle, element];
}

type ConfirmDialogProps = ConfirmDialogOptions & { open: boolean; onOpenChange(open: boolean): void };

function ConfirmDialog({
  titleKey,
  messageKey,
  messageValues,
  continueKey = "confirm",
  variant = "default",
  onConfirm,
  onCancel,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  const danger = variant === "danger";

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      role={danger ? "alertdialog" : "dialog"}
      title={t(titleKey)}
      onClose={() => {
        onCancel?.();
        onOpenChange(false);
      }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t("cancel")}</Button>
          </Dialog.ActionTrigger>
          <Button {...(danger ? { colorPalette: "red" } : PRIMARY_LOOK)} loading={busy} onClick={confirm}>
            {t(continueKey)}
          </Button>
        </>
      }
    >
      {t(messageKey, messageValues)}
    </DialogFrame>
  );
}
