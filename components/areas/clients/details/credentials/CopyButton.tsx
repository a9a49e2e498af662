"use client";

import { IconButton } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { CopyIcon } from "./secretIcons";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";

export type CopyButtonProps = {
  /** What is copied. */
  text: string;
  /** Names what is copied, for the button's accessible name (already translated). */
  label: string;
};

/** Copies a value to the clipboard and says whether it worked. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useTranslations();
  const copyText = useCopyToClipboard();
  const copy = () => copyText(text);
  return (
    <IconButton aria-label={t("copyToClipboardLabel", { label })} variant="outline" onClick={copy} disabled={!text}>
      <CopyIcon />
    </IconButton>
  );
}
