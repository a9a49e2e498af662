"use client";

import { Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormActions, SwitchField, TextField, EditForm } from "@/components/kit/form";
import { JumpLinkForm } from "@/components/kit/form/JumpLinkForm";
import { CacheSettingsFields } from "../shared/CacheSettingsFields";
import { EditModeField } from "../shared/EditModeField";
import type { ProviderFormValues } from "../shared/providerForm";
import { useProviderForm } from "../shared/useProviderForm";
import { KERBEROS_DEFAULTS, requiredKerberosKeys } from "./kerberosDefaults";

type KerberosSettingsFormProps = {
  realm: string;
  realmId: string;
  stored?: ComponentRepresentation;
};

const TEXT_FIELDS = [
  ["kerberosRealm", "kerberosRealm", "kerberosRealmHelp", true],
  ["serverPrincipal", "serverPrincipal", "serverPrincipalHelp", true],
  ["keyTab", "keyTab", "keyTabHelp", true],
] as const;

/** A Kerberos provider: realm, principal, keytab, password authentication and its edit mode, cache settings. */
export function KerberosSettingsForm({ realm, realmId, stored }: KerberosSettingsFormProps) {
  const t = useTranslations();
  const edit = useProviderForm({
    realm,
    realmId,
    providerId: "kerberos",
    defaults: KERBEROS_DEFAULTS,
    requiredKeys: requiredKerberosKeys,
    stored,
  });
  const allowPassword = useWatch({ control: edit.form.control, name: "config.allowPasswordAuthentication" });
  const toggle = (key: string, label: string, help: string) => (
    <SwitchField<ProviderFormValues> name={`config.${key}`} label={t(label)} help={t(help)} stringify />
  );
  const required = (
    <Stack gap="4">
      <TextField<ProviderFormValues> name="name" label={t("uiDisplayName")} help={t("uiDisplayNameHelp")} required />
      {TEXT_FIELDS.map(([key, label, help, isRequired]) => (
        <TextField<ProviderFormValues>
          key={key}
          name={`config.${key}`}
          label={t(label)}
          help={t(help)}
          required={isRequired}
        />
      ))}
      {toggle("debug", "debug", "debugHelp")}
      {toggle("allowPasswordAuthentication", "allowPasswordAuthentication", "allowPasswordAuthenticationHelp")}
      {allowPassword === "true" && <EditModeField required modes={["READ_ONLY", "UNSYNCED"]} />}
      {toggle("updateProfileFirstLogin", "updateFirstLogin", "updateFirstLoginHelp")}
    </Stack>
  );
  return (
    <EditForm edit={edit} label={t("kerberosSettings")} review={stored !== undefined} layout={{ px: "6", py: "6" }}>
      <JumpLinkForm
        sections={[
          { id: "kerberos-required", title: t("requiredSettings"), content: required },
          {
            id: "kerberos-cache",
            title: t("cacheSettings"),
            content: <CacheSettingsFields />,
          },
        ]}
        footer={<FormActions submitLabel={t(stored ? "save" : "add")} allowNonDirty={!stored} />}
      />
    </EditForm>
  );
}
