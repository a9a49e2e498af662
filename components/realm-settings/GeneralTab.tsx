"use client";

import { useEffect, useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SelectField, SwitchField, TextField, FormActions } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/form/useUnsavedChangesBlocker";
import { useAccess, useAlerts, useServerInfo } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { useUpdateRealm } from "@/lib/queries/realmSettings";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import { generalSchema, SSL_REQUIRED, toGeneralValues, toRealm, type GeneralValues } from "./generalForm";

const SSL_LABELS: Record<GeneralValues["sslRequired"], string> = {
  none: "sslTypeNone",
  external: "sslTypeExternal",
  all: "sslTypeAll",
};

/** The realm's general settings; read-only without manage-realm. A rename opens the renamed realm's settings. */
export function GeneralTab({ realm }: { realm: RealmRepresentation }) {
  const t = useTranslations();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const canManage = useAccess().hasAny("manage-realm");
  const organizationsFeature = isFeatureEnabled(useServerInfo(), "ORGANIZATION");
  const name = realm.realm ?? "";
  const updateRealm = useUpdateRealm(name);

  const schema = useMemo(
    () => generalSchema({ required: t("required"), noSpaces: t("realmNameNoSpaces"), invalidUrl: t("invalidUrl") }),
    [t],
  );
  const form = useForm<GeneralValues>({
    defaultValues: toGeneralValues(realm),
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const { control } = form;

  // Reloaded data (after a save, or changed elsewhere) becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toGeneralValues(realm));
  }, [realm, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: GeneralValues) => {
    try {
      await updateRealm.mutateAsync(toRealm(realm, values));
      form.reset(values);
      const renamed = values.realm.trim();
      if (renamed !== name) {
        blocker.allowNext();
        await navigate({ to: "/$realm/realm-settings", params: { realm: renamed } });
      }
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("realm", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("realmSaveError", error);
    }
  };

  const readOnly = !canManage;
  const sslOptions = SSL_REQUIRED.map((value) => ({ value, label: t(SSL_LABELS[value]) }));

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("general")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <TextField control={control} name="realm" label={t("realmNameField")} required readOnly={readOnly} />
        <TextField control={control} name="displayName" label={t("displayName")} readOnly={readOnly} />
        <TextField control={control} name="displayNameHtml" label={t("htmlDisplayName")} readOnly={readOnly} />
        <TextField
          control={control}
          name="frontendUrl"
          type="url"
          label={t("frontendUrl")}
          help={t("frontendUrlHelp")}
          readOnly={readOnly}
        />
        <SelectField
          control={control}
          name="sslRequired"
          label={t("requireSsl")}
          help={t("requireSslHelp")}
          options={sslOptions}
          required
          readOnly={readOnly}
        />
        <SwitchField
          control={control}
          name="userManagedAccessAllowed"
          label={t("userManagedAccess")}
          help={t("userManagedAccessHelp")}
          onText={t("on")}
          offText={t("off")}
          readOnly={readOnly}
        />
        {organizationsFeature && (
          <SwitchField
            control={control}
            name="organizationsEnabled"
            label={t("organizationsEnabled")}
            help={t("organizationsEnabledHelp")}
            onText={t("on")}
            offText={t("off")}
            readOnly={readOnly}
          />
        )}
        {canManage && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
