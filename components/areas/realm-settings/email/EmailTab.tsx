"use client";

import { Heading } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxGroupField, FormActions, SwitchField, TextField, EditForm, useReadOnly } from "@/components/kit/form";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import { emailSchema, toEmailRealm, toEmailValues, type EmailValues } from "./emailForm";
import { TestConnectionButton, TestConnectionNotice } from "./TestConnectionButton";

/**
 * /{realm}/realm-settings/email: the realm's SMTP server (realm.smtpServer) as Keycloak's Email tab, and a test that
 * sends a mail with the settings as they stand in the form; read-only without manage-realm.
 */
export default function EmailTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const schema = useMemo(
    () =>
      emailSchema({ required: t("required"), invalidEmail: t("invalidEmailMessage"), invalidPort: t("invalidPort") }),
    [t],
  );
  const edit = useRealmForm<EmailValues>({
    readOnly,
    realm,
    schema,
    toValues: toEmailValues,
    toRealm: toEmailRealm,
  });
  const { control } = edit.form;
  const auth = useWatch({ control, name: "auth" });
  const encryptions = [
    { value: "ssl", label: t("enableSSL") },
    { value: "starttls", label: t("enableStartTLS") },
  ];

  return (
    <EditForm edit={edit} label={t("email")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <Heading as="h2" size="md">
        {t("template")}
      </Heading>
      <TextField name="from" type="email" label={t("from")} placeholder={t("smtpFromPlaceholder")} required />
      <TextField name="fromDisplayName" label={t("fromDisplayName")} help={t("fromDisplayNameHelp")} />
      <TextField name="replyTo" type="email" label={t("replyTo")} placeholder={t("replyToEmailPlaceholder")} />
      <TextField name="replyToDisplayName" label={t("replyToDisplayName")} help={t("replyToDisplayNameHelp")} />
      <TextField name="envelopeFrom" label={t("envelopeFrom")} help={t("envelopeFromHelp")} />
      <Heading as="h2" size="md">
        {t("connectionAndAuthentication")}
      </Heading>
      <TextField name="host" label={t("host")} required />
      <TextField name="port" label={t("port")} placeholder={t("smtpPortPlaceholder")} />
      <CheckboxGroupField name="encryption" label={t("encryption")} options={encryptions} />
      <SwitchField name="auth" label={t("authentication")} onText={t("enabled")} offText={t("disabled")} />
      {auth && (
        <>
          <TextField
            name="user"
            label={t("username")}
            placeholder={t("loginUsernamePlaceholder")}
            autoComplete="off"
            required
          />
          <TextField
            name="password"
            type="password"
            label={t("password")}
            help={t("smtpPasswordHelp")}
            autoComplete="new-password"
            required
          />
        </>
      )}
      {!readOnly && <TestConnectionNotice realm={realm} />}
      <FormActions extra={<TestConnectionButton realm={realm} form={edit.form} />} />
    </EditForm>
  );
}
