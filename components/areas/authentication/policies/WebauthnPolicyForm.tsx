"use client";

import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, EditForm } from "@/components/kit/form";
import { FieldList, type FieldSpec } from "@/components/kit/form/FieldList";
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
  // the policy's message keys are "webAuthnPolicy" and the field's name capitalised
  const key = (name: string) => `webAuthnPolicy${name[0].toUpperCase()}${name.slice(1)}`;
  const select = (
    name: keyof WebauthnPolicyValues,
    prefix: string,
    values: readonly string[],
  ): FieldSpec<WebauthnPolicyValues> => ({
    kind: "select",
    name,
    label: key(name),
    help: `${key(name)}Help`,
    options: choices(t, prefix, values),
    required: true,
  });
  const algorithms = SIGNATURE_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm }));

  return (
    <EditForm
      edit={edit}
      label={t(passwordless ? "webauthnPasswordlessPolicy" : "webauthnPolicy")}
      layout={{ gap: "5", maxW: "2xl", py: "6" }}
    >
      <Text>{t(passwordless ? "webAuthnPolicyPasswordlessFormHelp" : "webAuthnPolicyFormHelp")}</Text>
      <FieldList<WebauthnPolicyValues>
        fields={[
          {
            name: "rpEntityName",
            label: "webAuthnPolicyRpEntityName",
            help: "webAuthnPolicyRpEntityNameHelp",
            required: true,
          },
          {
            kind: "multiselect",
            name: "signatureAlgorithms",
            label: "webAuthnPolicySignatureAlgorithms",
            help: "webAuthnPolicySignatureAlgorithmsHelp",
            options: algorithms,
          },
          { name: "rpId", label: "webAuthnPolicyRpId", help: "webAuthnPolicyRpIdHelp" },
          select("attestationConveyancePreference", "attestationPreference", ATTESTATION_PREFERENCES),
          select("authenticatorAttachment", "authenticatorAttachment", AUTHENTICATOR_ATTACHMENTS),
          select("requireResidentKey", "residentKey", RESIDENT_KEY_OPTIONS),
          select("userVerificationRequirement", "userVerify", USER_VERIFICATION_OPTIONS),
          {
            kind: "number",
            name: "createTimeout",
            label: "webAuthnPolicyCreateTimeout",
            help: "webAuthnPolicyCreateTimeoutHelp",
            min: 0,
            max: MAX_CREATE_TIMEOUT,
          },
          {
            kind: "switch",
            name: "avoidSameAuthenticatorRegister",
            label: "webAuthnPolicyAvoidSameAuthenticatorRegister",
            help: "webAuthnPolicyAvoidSameAuthenticatorRegisterHelp",
          },
          {
            kind: "multi",
            name: "acceptableAaguids",
            label: "webAuthnPolicyAcceptableAaguids",
            help: "webAuthnPolicyAcceptableAaguidsHelp",
          },
          {
            kind: "multi",
            name: "extraOrigins",
            label: "webAuthnPolicyExtraOrigins",
            help: "webAuthnPolicyExtraOriginsHelp",
            type: "url",
          },
          passwordless && {
            kind: "switch",
            name: "passkeysEnabled",
            label: "webAuthnPolicyPasswordlessPasskeysEnabled",
            help: "webAuthnPolicyPasswordlessPasskeysEnabledHelp",
          },
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
