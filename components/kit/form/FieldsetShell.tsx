"use client";

import { Fieldset, HStack, Span } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { fieldErrorText } from "./fieldErrorText";
import type { FieldShellProps } from "./FieldShell";

/**
 * The shell for fields made of several inputs (radio and checkbox groups, multi-value lists): a fieldset
 * named by its legend. A Field context would hand every inner input the same id and label. ARIA gives a group no
 * required state (aria-required on a fieldset is invalid): the controls inside state it where ARIA lets them.
 */
export function FieldsetShell({
  label,
  help,
  helperTextBefore,
  helperText,
  required,
  disabled,
  error,
  children,
}: FieldShellProps) {
  const t = useTranslations();
  const errorText = fieldErrorText(error, t);
  return (
    <Fieldset.Root invalid={!!error} disabled={disabled} gap="1.5">
      {label && (
        <HStack gap="1" maxW="full">
          <Fieldset.Legend fontWeight="medium" fontSize="sm" minW="0">
            <TruncatedText text={label} lines={2} />
            {required && (
              <Span aria-hidden="true" color="fg.error" ms="1">
                *
              </Span>
            )}
          </Fieldset.Legend>
          {help && <HelpItem helpText={help} label={label} />}
        </HStack>
      )}
      {helperTextBefore && <Fieldset.HelperText>{helperTextBefore}</Fieldset.HelperText>}
      <Fieldset.Content mt="0">{children}</Fieldset.Content>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      {errorText && <Fieldset.ErrorText data-error-type={error?.type}>{errorText}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
