"use client";

import { IconButton } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { CopyIcon } from "./secretIcons";

export type CopyButtonProps = {
  /** What is copied. */
  text: string;
  /** Names what is copied, for the button's accessible name (already translated). */
  label: string;
};

/** Copies a value to the clipboard and says whether it worked. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useTranslations();
  const { addAlert, addError } = useAlerts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      addAlert(t("copySuccess"), "success");
    } catch (error) {
      addError("clipboardCopyError", error);
    }
  };
  return (
    <IconButton aria-label={t("copyToClipboardLabel", { label })} variant="outline" onClick={copy} disabled={!text}>
      <CopyIcon />
    </IconButton>
  );
}
