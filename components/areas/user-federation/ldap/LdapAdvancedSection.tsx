"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SwitchField } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";

const SWITCHES = [
  ["usePasswordModifyExtendedOp", "enableLdapv3Password", "enableLdapv3PasswordHelp"],
  ["validatePasswordPolicy", "validatePasswordPolicy", "validatePasswordPolicyHelp"],
  ["trustEmail", "trustEmail", "trustEmailHelp"],
  ["connectionTrace", "connectionTrace", "connectionTraceHelp"],
] as const;

/** Password modify extended operation, password policy, trusting e-mails and tracing the LDAP connection. */
export function LdapAdvancedSection() {
  const t = useTranslations();
  return (
    <Stack gap="4">
      {SWITCHES.map(([key, label, help]) => (
        <SwitchField<ProviderFormValues> key={key} name={`config.${key}`} label={t(label)} help={t(help)} stringify />
      ))}
    </Stack>
  );
}
