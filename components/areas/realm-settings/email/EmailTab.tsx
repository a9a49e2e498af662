"use client";

import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxGroupField, FormSubmitButton, ReviewBeforeSave, SwitchField, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import { emailSchema, toEmailRealm, toEmailValues, type EmailValues } from "./emailForm";
import { TestConnectionButton, TestConnectionNotice } from "./TestConnectionButton";

/**
 * /{realm}/realm-settings/email: the realm's SMTP server (realm.smtpServer) as Keycloak's Email tab, and a test that
 * sends a mail with the settings as they stand in the form; read-only without manage-realm.
 */
export default function EmailTab({ realm, readOnly }: RealmSettingsTabProps) {
  const t = useTranslations();
  const schema = useMemo(
    () =>
      emailSchema({ required: t("required"), invalidEmail: t("invalidEmailMessage"), invalidPort: t("invalidPort") }),
    [t],
  );
  const { form, blocker, save } = useRealmForm<EmailValues>({
    realm,
    schema,
    toValues: toEmailValues,
    toRealm: toEmailRealm,
  });
  const { control } = form;
  const auth = useWatch({ control, name: "auth" });
  const encryptions = [
    { value: "ssl", label: t("enableSSL") },
    { value: "starttls", label: t("enableStartTLS") },
  ];

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={save} noValidate aria-label={t("email")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" py="6">
          <Heading as="h2" size="md">
            {t("template")}
          </Heading>
          <TextField
            control={control}
            name="from"
            type="email"
            label={t("from")}
            placeholder={t("smtpFromPlaceholder")}
            required
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="fromDisplayName"
            label={t("fromDisplayName")}
            help={t("fromDisplayNameHelp")}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="replyTo"
            type="email"
            label={t("replyTo")}
            placeholder={t("replyToEmailPlaceholder")}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="replyToDisplayName"
            label={t("replyToDisplayName")}
            help={t("replyToDisplayNameHelp")}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="envelopeFrom"
            label={t("envelopeFrom")}
            help={t("envelopeFromHelp")}
            readOnly={readOnly}
          />
          <Heading as="h2" size="md">
            {t("connectionAndAuthentication")}
          </Heading>
          <TextField control={control} name="host" label={t("host")} required readOnly={readOnly} />
          <TextField
            control={control}
            name="port"
            label={t("port")}
            placeholder={t("smtpPortPlaceholder")}
            readOnly={readOnly}
          />
          <CheckboxGroupField
            control={control}
            name="encryption"
            label={t("encryption")}
            options={encryptions}
            readOnly={readOnly}
          />
          <SwitchField
            control={control}
            name="auth"
            label={t("authentication")}
            onText={t("enabled")}
            offText={t("disabled")}
            readOnly={readOnly}
          />
          {auth && (
            <>
              <TextField
                control={control}
                name="user"
                label={t("username")}
                placeholder={t("loginUsernamePlaceholder")}
                autoComplete="off"
                required
                readOnly={readOnly}
              />
              <TextField
                control={control}
                name="password"
                type="password"
                label={t("password")}
                help={t("smtpPasswordHelp")}
                autoComplete="new-password"
                required
                readOnly={readOnly}
              />
            </>
          )}
          {!readOnly && (
            <>
              <TestConnectionNotice realm={realm} />
              <HStack gap="3" wrap="wrap">
                <FormSubmitButton control={control}>{t("save")}</FormSubmitButton>
                <TestConnectionButton realm={realm} form={form} />
                <Button variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                  {t("revert")}
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </form>
    </ReviewBeforeSave>
  );
}
