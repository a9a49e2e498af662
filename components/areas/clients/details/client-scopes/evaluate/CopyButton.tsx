"use client";

import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";

export type CopyButtonProps = { text: string; disabled?: boolean };

/** Copies the text to the clipboard and says so; a refused clipboard (no permission, no secure context) is alerted. */
export function CopyButton({ text, disabled }: CopyButtonProps) {
  const t = useTranslations();
  const copyText = useCopyToClipboard({ announce: false, errorKey: "evaluatedJsonCopyError" });
  const [copied, setCopied] = useState(false);
  const copy = async () => setCopied(await copyText(text));
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={copy} onBlur={() => setCopied(false)}>
      {copied ? t("evaluatedJsonCopied") : t("copyEvaluatedJson")}
    </Button>
  );
}
