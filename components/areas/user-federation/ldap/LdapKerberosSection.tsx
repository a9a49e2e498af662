"use client";

import { Stack } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
import type { ProviderFormValues } from "../shared/providerForm";

/** SPNEGO sign-in through the LDAP provider, and checking passwords with Kerberos instead of LDAP. */
export function LdapKerberosSection() {
  const allowKerberos =
    useWatch<ProviderFormValues, "config.allowKerberosAuthentication">({
      name: "config.allowKerberosAuthentication",
    }) === "true";
  return (
    <Stack gap="4">
      <FieldList<ProviderFormValues>
        fields={[
          {
            kind: "switch",
            name: "config.allowKerberosAuthentication",
            label: "allowKerberosAuthentication",
            help: "allowKerberosAuthenticationHelp",
            stringify: true,
          },
          allowKerberos && {
            name: "config.kerberosRealm",
            label: "kerberosRealm",
            help: "kerberosRealmHelp",
            required: true,
          },
          allowKerberos && {
            name: "config.serverPrincipal",
            label: "serverPrincipal",
            help: "serverPrincipalHelp",
            required: true,
          },
          allowKerberos && { name: "config.keyTab", label: "keyTab", help: "keyTabHelp", required: true },
          allowKerberos && {
            name: "config.krbPrincipalAttribute",
            label: "krbPrincipalAttribute",
            help: "krbPrincipalAttributeHelp",
          },
          allowKerberos && { kind: "switch", name: "config.debug", label: "debug", help: "debugHelp", stringify: true },
          {
            kind: "switch",
            name: "config.useKerberosForPasswordAuthentication",
            label: "useKerberosForPasswordAuthentication",
            help: "useKerberosForPasswordAuthenticationHelp",
            stringify: true,
          },
        ]}
      />
    </Stack>
  );
}
