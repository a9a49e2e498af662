"use client";

import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  FormActions,
  MultiSelectField,
  MultiValueField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  EditForm,
} from "@/components/kit/form";
import type { PolicyTabProps } from "./policyTabProps";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import {
  ATTESTATION_PREFERENCES,
  AUTHENTICATOR_ATTACHMENTS,
  MAX_CREATE_TIMEOUT,
  RESIDENT_KEY_OPTIONS,
  SIGNATURE_ALGORITHMS,
  USER_VERIFICATION_OPTIONS,
  toWebauthnRealm,
  toWebauthnValues,
  webauthnPolicySchema,
  type WebauthnPolicyValues,
  type WebauthnVariant,
} from "./webauthnPolicyForm";

type WebauthnPolicyFormProps = PolicyTabProps & { variant: WebauthnVariant };

/** Choices with their labels: Keycloak's message keys are the prefix and the value. */
const choices = (t: (key: string) => string, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${prefix}_${value.replace(/[ -]/g, "")}`) }));

/** One of the realm's two WebAuthn policies (two-factor, or passwordless with passkeys), every field Keycloak shows. */
export function WebauthnPolicyForm({ realm, readOnly, variant }: WebauthnPolicyFormProps) {
  const t = useTranslations();
  const schema = useMemo(
    () => webauthnPolicySchema({ required: t("required"), timeout: t("webAuthnPolicyCreateTimeoutHint") }),
    [t],
  );
  const toValues = useMemo(() => toWebauthnValues(variant), [variant]);
  const toRealm = useMemo(() => toWebauthnRealm(variant), [variant]);
  const edit = useRealmForm<WebauthnPolicyValues>({
    readOnly,
    realm,
    schema,
    toValues,
    toRealm,
    successKey: "webAuthnUpdateSuccess",
    errorKey: "webAuthnUpdateError",
  });
  const passwordless = variant === "webAuthnPolicyPasswordless";
  const select = (name: keyof WebauthnPolicyValues, prefix: string, values: readonly string[]) => (
    <SelectField
      name={name}
      label={t(`webAuthnPolicy${name[0].toUpperCase()}${name.slice(1)}`)}
      help={t(`webAuthnPolicy${name[0].toUpperCase()}${name.slice(1)}Help`)}
      options={choices(t, prefix, values)}
      required
    />
  );

  return (
    <EditForm
      edit={edit}
      label={t(passwordless ? "webauthnPasswordlessPolicy" : "webauthnPolicy")}
      layout={{ gap: "5", maxW: "2xl", py: "6" }}
    >
      <Text>{t(passwordless ? "webAuthnPolicyPasswordlessFormHelp" : "webAuthnPolicyFormHelp")}</Text>
      <TextField
        name="rpEntityName"
        label={t("webAuthnPolicyRpEntityName")}
        help={t("webAuthnPolicyRpEntityNameHelp")}
        required
      />
      <MultiSelectField
        name="signatureAlgorithms"
        label={t("webAuthnPolicySignatureAlgorithms")}
        help={t("webAuthnPolicySignatureAlgorithmsHelp")}
        options={SIGNATURE_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm }))}
      />
      <TextField name="rpId" label={t("webAuthnPolicyRpId")} help={t("webAuthnPolicyRpIdHelp")} />
      {select("attestationConveyancePreference", "attestationPreference", ATTESTATION_PREFERENCES)}
      {select("authenticatorAttachment", "authenticatorAttachment", AUTHENTICATOR_ATTACHMENTS)}
      {select("requireResidentKey", "residentKey", RESIDENT_KEY_OPTIONS)}
      {select("userVerificationRequirement", "userVerify", USER_VERIFICATION_OPTIONS)}
      <NumberField
        name="createTimeout"
        label={t("webAuthnPolicyCreateTimeout")}
        help={t("webAuthnPolicyCreateTimeoutHelp")}
        min={0}
        max={MAX_CREATE_TIMEOUT}
      />
      <SwitchField
        name="avoidSameAuthenticatorRegister"
        label={t("webAuthnPolicyAvoidSameAuthenticatorRegister")}
        help={t("webAuthnPolicyAvoidSameAuthenticatorRegisterHelp")}
        onText={t("on")}
        offText={t("off")}
      />
      <MultiValueField
        name="acceptableAaguids"
        label={t("webAuthnPolicyAcceptableAaguids")}
        help={t("webAuthnPolicyAcceptableAaguidsHelp")}
      />
      <MultiValueField
        name="extraOrigins"
        label={t("webAuthnPolicyExtraOrigins")}
        help={t("webAuthnPolicyExtraOriginsHelp")}
        type="url"
      />
      {passwordless && (
        <SwitchField
          name="passkeysEnabled"
          label={t("webAuthnPolicyPasswordlessPasskeysEnabled")}
          help={t("webAuthnPolicyPasswordlessPasskeysEnabledHelp")}
          onText={t("on")}
          offText={t("off")}
        />
      )}
      <FormActions />
    </EditForm>
  );
}
