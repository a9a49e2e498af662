"use client";

import { createIcon, IconButton } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { iconStroke as stroke } from "./iconStroke";
import { useCopyToClipboard } from "./useCopyToClipboard";

// here, not among the kit's icons: those are first-load code
const CopyIcon = createIcon({
  displayName: "CopyIcon",
  path: [
    <rect key="a" x="9" y="9" width="12" height="12" rx="2" {...stroke} />,
    <path key="b" d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" {...stroke} />,
  ],
});

export type CopyButtonProps = {
  /** What is copied. */
  text: string;
  /** Names what is copied, for the button's accessible name (already translated). */
  label: string;
};

/** An icon button that copies a value to the clipboard and says whether it worked. */
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
