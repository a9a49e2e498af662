"use client";

import { Button, HStack, Textarea } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";

type KeyTextDialogProps = {
  /** The dialog's title, already translated: "Public key" or "Certificate". */
  title: string;
  /** The base64 text shown and copied. */
  text: string;
  onClose(): void;
};

/** A key's public key or certificate as selectable text, with a button that copies it. */
export function KeyTextDialog({ title, text, onClose }: KeyTextDialogProps) {
  const t = useTranslations();
  const copyText = useCopyToClipboard();
  const copy = () => copyText(text);
  return (
    <DialogFrame
      open
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <HStack>
          <Button variant="outline" onClick={copy}>
            {t("copyToClipboardLabel", { label: title })}
          </Button>
          <PrimaryButton onClick={onClose}>{t("close")}</PrimaryButton>
        </HStack>
      }
    >
      <Textarea aria-label={title} value={text} readOnly rows={10} fontFamily="mono" fontSize="xs" />
    </DialogFrame>
  );
}
