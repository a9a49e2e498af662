"use client";

import { HStack, Input } from "@chakra-ui/react";
import { CopyButton } from "@/components/kit/ui/CopyButton";
import { FieldShell } from "./FieldShell";

export type CopyableFieldProps = {
  /** The input's name (for forms and tests). */
  name: string;
  label: string;
  help?: string;
  value: string;
};

/**
 * A value the admin reads and copies elsewhere (a redirect URI, a realm's id): read-only, as wide as the form, in a
 * monospaced font, with a copy button beside it.
 */
export function CopyableField({ name, label, help, value }: CopyableFieldProps) {
  return (
    <FieldShell label={label} help={help} readOnly>
      <HStack gap="2" width="full">
        <Input name={name} value={value} readOnly fontFamily="mono" flex="1" minW="0" />
        <CopyButton text={value} label={label} />
      </HStack>
    </FieldShell>
  );
}
