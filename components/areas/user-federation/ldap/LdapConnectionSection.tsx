"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SelectField, SwitchField, TextField, useReadOnly } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";
import { LdapTestButtons } from "./LdapTestButtons";

type LdapConnectionSectionProps = { realm: string; componentId?: string };

/** Connection URL, TLS, pooling, timeout, bind type and credentials, and the buttons that try them. */
export function LdapConnectionSection({ realm, componentId }: LdapConnectionSectionProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const authType = useWatch<ProviderFormValues, "config.authType">({ name: "config.authType" });
  return (
    <Stack gap="4">
      <TextField<ProviderFormValues>
        name="config.connectionUrl"
        label={t("connectionURL")}
        help={t("consoleDisplayConnectionUrlHelp")}
        required
      />
      <SwitchField<ProviderFormValues>
        name="config.startTls"
        label={t("enableStartTls")}
        help={t("enableStartTlsHelp")}
        stringify
      />
      <SelectField<ProviderFormValues>
        name="config.useTruststoreSpi"
        label={t("useTruststoreSpi")}
        help={t("useTruststoreSpiHelp")}
        options={[
          { value: "always", label: t("always") },
          { value: "never", label: t("never") },
        ]}
      />
      <SwitchField<ProviderFormValues>
        name="config.connectionPooling"
        label={t("connectionPooling")}
        help={t("connectionPoolingHelp")}
        stringify
      />
      <TextField<ProviderFormValues>
        name="config.connectionTimeout"
        label={t("connectionTimeout")}
        help={t("connectionTimeoutHelp")}
        type="number"
        min={0}
      />
      <SelectField<ProviderFormValues>
        name="config.authType"
        label={t("bindType")}
        help={t("bindTypeHelp")}
        required
        options={["simple", "none"]}
      />
      {authType === "simple" && (
        <>
          <TextField<ProviderFormValues> name="config.bindDn" label={t("bindDn")} help={t("bindDnHelp")} required />
          <TextField<ProviderFormValues>
            name="config.bindCredential"
            label={t("bindCredentials")}
            help={t("bindCredentialsHelp")}
            type="password"
            autoComplete="new-password"
            required
          />
        </>
      )}
      {!readOnly && <LdapTestButtons realm={realm} componentId={componentId} />}
    </Stack>
  );
}
