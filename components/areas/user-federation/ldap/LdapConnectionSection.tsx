"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
import { useReadOnly } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";
import { LdapTestButtons } from "./LdapTestButtons";

type LdapConnectionSectionProps = { realm: string; componentId?: string };

/** Connection URL, TLS, pooling, timeout, bind type and credentials, and the buttons that try them. */
export function LdapConnectionSection({ realm, componentId }: LdapConnectionSectionProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const simpleBind = useWatch<ProviderFormValues, "config.authType">({ name: "config.authType" }) === "simple";
  const truststore = [
    { value: "always", label: t("always") },
    { value: "never", label: t("never") },
  ];
  return (
    <Stack gap="4">
      <FieldList<ProviderFormValues>
        fields={[
          {
            name: "config.connectionUrl",
            label: "connectionURL",
            help: "consoleDisplayConnectionUrlHelp",
            required: true,
          },
          {
            kind: "switch",
            name: "config.startTls",
            label: "enableStartTls",
            help: "enableStartTlsHelp",
            stringify: true,
          },
          {
            kind: "select",
            name: "config.useTruststoreSpi",
            label: "useTruststoreSpi",
            help: "useTruststoreSpiHelp",
            options: truststore,
          },
          {
            kind: "switch",
            name: "config.connectionPooling",
            label: "connectionPooling",
            help: "connectionPoolingHelp",
            stringify: true,
          },
          {
            name: "config.connectionTimeout",
            label: "connectionTimeout",
            help: "connectionTimeoutHelp",
            type: "number",
            min: 0,
          },
          {
            kind: "select",
            name: "config.authType",
            label: "bindType",
            help: "bindTypeHelp",
            required: true,
            options: ["simple", "none"],
          },
          simpleBind && { name: "config.bindDn", label: "bindDn", help: "bindDnHelp", required: true },
          simpleBind && {
            name: "config.bindCredential",
            label: "bindCredentials",
            help: "bindCredentialsHelp",
            type: "password",
            autoComplete: "new-password",
            required: true,
          },
        ]}
      />
      {!readOnly && <LdapTestButtons realm={realm} componentId={componentId} />}
    </Stack>
  );
}
