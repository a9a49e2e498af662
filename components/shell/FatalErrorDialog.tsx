"use client";

import { Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useTranslations } from "next-intl";
import { getErrorMessage } from "@/lib/errors";
import { reloadConsolePage } from "@/lib/browser";

export type FatalErrorDialogProps = {
  error?: unknown;
  /** What "try again" does; by default the console page is loaded afresh without query or hash. */
  onTryAgain?: () => void;
};

/** The console cannot go on (sign-in or start-up failed): say so, and offer to start over. */
export function FatalErrorDialog({ error, onTryAgain = reloadConsolePage }: FatalErrorDialogProps) {
  const t = useTranslations();
  const message = error === undefined || error === null ? undefined : getErrorMessage(error);
  return (
    <DialogFrame
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      title={t("somethingWentWrong")}
      footer={
        <>
          <PrimaryButton onClick={onTryAgain}>{t("tryAgain")}</PrimaryButton>
        </>
      }
    >
      <Text>{t("somethingWentWrongDescription")}</Text>
      {message && (
        <Text mt="3" color="fg.error" fontFamily="mono" fontSize="sm">
          {message}
        </Text>
      )}
    </DialogFrame>
  );
}
