"use client";

import type { ReactNode } from "react";
import { Field, HStack } from "@chakra-ui/react";
import type { FieldError } from "react-hook-form";
import { useTranslations } from "next-intl";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { fieldErrorText } from "./fieldErrorText";

export type FieldShellProps = {
  label?: string;
  /** Help text shown behind a help icon while help mode is on. */
  help?: string;
  /** Text shown above the input (user-profile annotation inputHelperTextBefore). */
  helperTextBefore?: string;
  helperText?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  error?: FieldError;
  children: ReactNode;
};

/** Label with required marker and help icon, the input, and its error (rule or 'server' type) under it. */
export function FieldShell({
  label,
  help,
  helperTextBefore,
  helperText,
  required,
  readOnly,
  disabled,
  error,
  children,
}: FieldShellProps) {
  const t = useTranslations();
  const errorText = fieldErrorText(error, t);
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly} disabled={disabled}>
      {label && (
        <HStack gap="1" maxW="full">
          <Field.Label minW="0">
            {/* a realm's translation or a user profile's display name: it may be long */}
            <TruncatedText text={label} lines={2} />
            <Field.RequiredIndicator />
          </Field.Label>
          {help && <HelpItem helpText={help} label={label} />}
        </HStack>
      )}
      {helperTextBefore && <Field.HelperText mt="0">{helperTextBefore}</Field.HelperText>}
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && <Field.ErrorText data-error-type={error?.type}>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
