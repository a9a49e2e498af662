"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SwitchField, TextField } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";

const KERBEROS_FIELDS = [
  ["kerberosRealm", "kerberosRealm", "kerberosRealmHelp", true],
  ["serverPrincipal", "serverPrincipal", "serverPrincipalHelp", true],
  ["keyTab", "keyTab", "keyTabHelp", true],
  ["krbPrincipalAttribute", "krbPrincipalAttribute", "krbPrincipalAttributeHelp", false],
] as const;

/** SPNEGO sign-in through the LDAP provider, and checking passwords with Kerberos instead of LDAP. */
export function LdapKerberosSection() {
  const t = useTranslations();
  const allowKerberos = useWatch<ProviderFormValues, "config.allowKerberosAuthentication">({
    name: "config.allowKerberosAuthentication",
  });
  return (
    <Stack gap="4">
      <SwitchField<ProviderFormValues>
        name="config.allowKerberosAuthentication"
        label={t("allowKerberosAuthentication")}
        help={t("allowKerberosAuthenticationHelp")}
        stringify
      />
      {allowKerberos === "true" && (
        <>
          {KERBEROS_FIELDS.map(([key, label, help, required]) => (
            <TextField<ProviderFormValues>
              key={key}
              name={`config.${key}`}
              label={t(label)}
              help={t(help)}
              required={required}
            />
          ))}
          <SwitchField<ProviderFormValues> name="config.debug" label={t("debug")} help={t("debugHelp")} stringify />
        </>
      )}
      <SwitchField<ProviderFormValues>
        name="config.useKerberosForPasswordAuthentication"
        label={t("useKerberosForPasswordAuthentication")}
        help={t("useKerberosForPasswordAuthenticationHelp")}
        stringify
      />
    </Stack>
  );
}
