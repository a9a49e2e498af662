"use client";

import { useState, type ReactNode } from "react";
import { Field, Group, HStack, IconButton, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/kit/ui/CopyButton";
import { EyeIcon, EyeOffIcon } from "./secretIcons";

export type MaskedSecretProps = {
  /** The field's label (already translated). */
  label: string;
  value: string;
  /** Beside the input: the action that replaces the value (regenerate, invalidate). */
  action?: ReactNode;
  helperText?: ReactNode;
};

/**
 * A secret the admin may read: masked (a password input) until revealed, with a copy button, so it is never on
 * screen as text by accident (screen sharing, a shoulder).
 */
export function MaskedSecret({ label, value, action, helperText }: MaskedSecretProps) {
  const t = useTranslations();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <HStack w="full" gap="3">
        <Group attached flex="1">
          <Input type={revealed ? "text" : "password"} value={value} readOnly autoComplete="off" spellCheck={false} />
          <IconButton
            aria-label={t(revealed ? "hidePassword" : "showPassword")}
            aria-pressed={revealed}
            variant="outline"
            onClick={() => setRevealed((current) => !current)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
          <CopyButton text={value} label={label} />
        </Group>
        {action}
      </HStack>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
