"use client";

import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
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
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("somethingWentWrong")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("somethingWentWrongDescription")}</Text>
              {message && (
                <Text mt="3" color="fg.error" fontFamily="mono" fontSize="sm">
                  {message}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onTryAgain}>
                {t("tryAgain")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
