"use client";

import { useCallback, useMemo } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import {
  FormActions,
  KeyValueField,
  EditForm,
  useEditForm,
  SelectField,
  SwitchField,
  TextField,
  useReadOnly,
} from "@/components/kit/form";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { useServerInfo } from "@/lib/console-context";
import { useUpdateRealm } from "@/lib/queries/realms";
import { useSaveUnmanagedAttributePolicy } from "@/lib/queries/userProfile";
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

type GeneralFormProps = { realm: RealmRepresentation; policy?: string };

/**
 * The general settings over the realm and the user profile's unmanaged-attribute policy: the policy is saved
 * first, while the realm still has its name, then the realm; a rename opens the renamed realm's settings.
 */
export function GeneralForm({ realm, policy }: GeneralFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const serverInfo = useServerInfo();
  const name = realm.realm ?? "";
  const updateRealm = useUpdateRealm(name);
  const savePolicy = useSaveUnmanagedAttributePolicy(name);

  const schema = useMemo(
    () => generalSchema({ required: t("required"), noSpaces: t("realmNameNoSpaces"), invalidUrl: t("invalidUrl") }),
    [t],
  );
  const toValues = useCallback((loaded: RealmRepresentation) => toGeneralValues(loaded, policy), [policy]);
  const edit = useEditForm({
    data: realm,
    toValues,
    schema,
    readOnly,
    save: async (values: GeneralValues) => {
      if (values.unmanagedAttributePolicy !== asUnmanagedPolicy(policy))
        await savePolicy.mutateAsync(values.unmanagedAttributePolicy);
      await updateRealm.mutateAsync(toRealm(realm, values));
    },
    conflict: { field: "realm" },
    errorKey: "realmSaveError",
    onSaved: (_saved: unknown, values: GeneralValues) => {
      const renamed = values.realm.trim();
      if (renamed !== name) return navigate({ to: "/$realm/realm-settings", params: { realm: renamed } });
    },
  });

  const switchField = (field: keyof GeneralValues, label: string) => (
    <SwitchField name={field} label={t(label)} help={t(`${label}Help`)} />
  );

  return (
    <EditForm edit={edit} label={t("general")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <RealmIdField id={realm.id ?? ""} />
      <TextField name="realm" label={t("realmNameField")} required />
      <TextField name="displayName" label={t("displayName")} />
      <TextField name="displayNameHtml" label={t("htmlDisplayName")} />
      <TextField name="frontendUrl" type="url" label={t("frontendUrl")} help={t("frontendUrlHelp")} />
      <SelectField
        name="sslRequired"
        label={t("requireSsl")}
        help={t("requireSslHelp")}
        options={SSL_REQUIRED.map((value) => ({ value, label: t(SSL_LABELS[value]) }))}
        required
      />
      <FieldsetShell label={t("acrToLoAMapping")} help={t("acrToLoAMappingHelp")}>
        <KeyValueField name="acrLoaMap" label={t("acrToLoAMapping")} />
      </FieldsetShell>
      {switchField("userManagedAccessAllowed", "userManagedAccess")}
      {isFeatureEnabled(serverInfo, "ORGANIZATION") && switchField("organizationsEnabled", "organizationsEnabled")}
      {isFeatureEnabled(serverInfo, "ADMIN_FINE_GRAINED_AUTHZ_V2") &&
        switchField("adminPermissionsEnabled", "adminPermissionsEnabled")}
      <SelectField
        name="unmanagedAttributePolicy"
        label={t("unmanagedAttributes")}
        help={t("unmanagedAttributesHelpText")}
        options={UNMANAGED_POLICIES.map((value) => ({ value, label: t(POLICY_LABELS[value]) }))}
      />
      <FormActions />
    </EditForm>
  );
}
