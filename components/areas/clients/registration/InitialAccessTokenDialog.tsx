"use client";

import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";

type InitialAccessTokenDialogProps = { token: string; onClose(): void };

/** The new initial access token, shown this once (the server never tells it again), with a button that copies it. */
export function InitialAccessTokenDialog({ token, onClose }: InitialAccessTokenDialogProps) {
  const t = useTranslations();
  const copyText = useCopyToClipboard();
  const label = t("initialAccessToken");
  return (
    <DialogFrame
      open
      size="lg"
      role="alertdialog"
      title={t("initialAccessTokenDetails")}
      onClose={onClose}
      footer={
        <HStack>
          <Button variant="outline" onClick={() => void copyText(token)}>
            {t("copyToClipboardLabel", { label })}
          </Button>
          <PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{t("copyInitialAccessToken")}</Text>
        <Input aria-label={label} value={token} readOnly fontFamily="mono" fontSize="xs" />
      </Stack>
    </DialogFrame>
  );
}
