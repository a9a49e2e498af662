"use client";

import { useCallback, useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import {
  FormActions,
  KeyValueField,
  ReviewBeforeSave,
  SelectField,
  SwitchField,
  TextField,
} from "@/components/kit/form";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useAlerts, useServerInfo } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { useUpdateRealm } from "@/lib/queries/realmSettings";
import { useSaveUnmanagedAttributePolicy } from "@/lib/queries/realmSettingsGeneral";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import {
  asUnmanagedPolicy,
  generalSchema,
  SSL_REQUIRED,
  toGeneralValues,
  toRealm,
  UNMANAGED_POLICIES,
  type GeneralValues,
} from "../generalForm";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { RealmIdField } from "./RealmIdField";

const SSL_LABELS: Record<GeneralValues["sslRequired"], string> = {
  none: "sslTypeNone",
  external: "sslTypeExternal",
  all: "sslTypeAll",
};

const POLICY_LABELS: Record<GeneralValues["unmanagedAttributePolicy"], string> = {
  DISABLED: "unmanagedAttributePolicyDisabled",
  ENABLED: "unmanagedAttributePolicyEnabled",
  ADMIN_VIEW: "unmanagedAttributePolicyAdminView",
  ADMIN_EDIT: "unmanagedAttributePolicyAdminEdit",
};

type GeneralFormProps = { realm: RealmRepresentation; readOnly: boolean; policy?: string };

/**
 * The general settings over the realm and the user profile's unmanaged-attribute policy: the policy is saved
 * first, while the realm still has its name, then the realm; a rename opens the renamed realm's settings.
 */
export function GeneralForm({ realm, readOnly, policy }: GeneralFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const serverInfo = useServerInfo();
  const name = realm.realm ?? "";
  const updateRealm = useUpdateRealm(name);
  const savePolicy = useSaveUnmanagedAttributePolicy(name);

  const schema = useMemo(
    () => generalSchema({ required: t("required"), noSpaces: t("realmNameNoSpaces"), invalidUrl: t("invalidUrl") }),
    [t],
  );
  const toValues = useCallback((loaded: RealmRepresentation) => toGeneralValues(loaded, policy), [policy]);
  const { form, blocker } = useRealmForm<GeneralValues>({ realm, schema, toValues, toRealm });
  const { control } = form;

  const save = form.handleSubmit(async (values) => {
    try {
      await saveKeepingEdits(form, values, async () => {
        if (values.unmanagedAttributePolicy !== asUnmanagedPolicy(policy))
          await savePolicy.mutateAsync(values.unmanagedAttributePolicy);
        await updateRealm.mutateAsync(toRealm(realm, values));
      });
      const renamed = values.realm.trim();
      if (renamed !== name) {
        blocker.allowNext();
        await navigate({ to: "/$realm/realm-settings", params: { realm: renamed } });
      }
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("realm", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("realmSaveError", error);
    }
  });

  const switchField = (field: keyof GeneralValues, label: string) => (
    <SwitchField
      control={control}
      name={field}
      label={t(label)}
      help={t(`${label}Help`)}
      onText={t("on")}
      offText={t("off")}
      readOnly={readOnly}
    />
  );

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={save} noValidate aria-label={t("general")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" py="6">
          <RealmIdField id={realm.id ?? ""} />
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
            options={SSL_REQUIRED.map((value) => ({ value, label: t(SSL_LABELS[value]) }))}
            required
            readOnly={readOnly}
          />
          <FieldsetShell label={t("acrToLoAMapping")} help={t("acrToLoAMappingHelp")}>
            <KeyValueField control={control} name="acrLoaMap" label={t("acrToLoAMapping")} readOnly={readOnly} />
          </FieldsetShell>
          {switchField("userManagedAccessAllowed", "userManagedAccess")}
          {isFeatureEnabled(serverInfo, "ORGANIZATION") && switchField("organizationsEnabled", "organizationsEnabled")}
          {isFeatureEnabled(serverInfo, "ADMIN_FINE_GRAINED_AUTHZ_V2") &&
            switchField("adminPermissionsEnabled", "adminPermissionsEnabled")}
          <SelectField
            control={control}
            name="unmanagedAttributePolicy"
            label={t("unmanagedAttributes")}
            help={t("unmanagedAttributesHelpText")}
            options={UNMANAGED_POLICIES.map((value) => ({ value, label: t(POLICY_LABELS[value]) }))}
            readOnly={readOnly}
          />
          {!readOnly && <FormActions form={form} />}
        </Stack>
      </form>
    </ReviewBeforeSave>
  );
}
