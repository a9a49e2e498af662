"use client";

import { Badge, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  FieldShell,
  FormActions,
  NumberField,
  RadioGroupField,
  SelectField,
  SwitchField,
  EditForm,
} from "@/components/kit/form";
import {
  OTP_ALGORITHMS,
  OTP_DIGITS,
  OTP_TYPES,
  otpPolicySchema,
  toOtpPolicyRealm,
  toOtpPolicyValues,
  type OtpPolicyValues,
} from "./otpPolicyForm";
import type { PolicyTabProps } from "./policyTabProps";
import { useRealmForm } from "@/components/kit/form/useRealmForm";

/** The realm's OTP policy, as Keycloak's OTP policy tab: the period for time-based, the counter for counter-based. */
export function OtpPolicyForm({ realm, readOnly }: PolicyTabProps) {
  const t = useTranslations();
  const schema = useMemo(
    () => otpPolicySchema({ period: t("otpPolicyPeriodErrorHint"), notNegative: t("mustBeANumber") }),
    [t],
  );
  const edit = useRealmForm<OtpPolicyValues>({
    readOnly,
    realm,
    schema,
    toValues: toOtpPolicyValues,
    toRealm: toOtpPolicyRealm,
    successKey: "updateOtpSuccess",
    errorKey: "updateOtpError",
  });
  const timeBased = edit.form.watch("otpPolicyType") === "totp";
  const applications = realm.otpSupportedApplications ?? [];

  return (
    <EditForm edit={edit} label={t("otpPolicy")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <RadioGroupField
        name="otpPolicyType"
        label={t("otpType")}
        help={t("otpTypeHelp")}
        options={OTP_TYPES.map((type) => ({ value: type, label: t(`policyType_${type}`) }))}
        direction="row"
      />
      <SelectField
        name="otpPolicyAlgorithm"
        label={t("otpHashAlgorithm")}
        help={t("otpHashAlgorithmHelp")}
        options={OTP_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm.replace("Hmac", "") }))}
        required
      />
      <RadioGroupField
        name="otpPolicyDigits"
        label={t("otpPolicyDigits")}
        help={t("otpPolicyDigitsHelp")}
        options={OTP_DIGITS.map((digits) => ({ value: digits, label: digits }))}
        direction="row"
      />
      <NumberField name="otpPolicyLookAheadWindow" label={t("lookAhead")} help={t("lookAheadHelp")} min={0} />
      {timeBased ? (
        <NumberField
          name="otpPolicyPeriod"
          label={t("otpPolicyPeriod")}
          help={t("otpPolicyPeriodHelp")}
          min={1}
          max={120}
          fallbackValue={30}
        />
      ) : (
        <NumberField
          name="otpPolicyInitialCounter"
          label={t("initialCounter")}
          help={t("initialCounterHelp")}
          min={0}
        />
      )}
      <FieldShell label={t("supportedApplications")} help={t("supportedApplicationsHelp")}>
        <HStack gap="2" wrap="wrap" aria-label={t("supportedApplications")} role="list">
          {applications.map((application) => (
            <Badge key={application} role="listitem" variant="outline">
              {t(application)}
            </Badge>
          ))}
        </HStack>
      </FieldShell>
      {timeBased && (
        <SwitchField
          name="otpPolicyCodeReusable"
          label={t("otpPolicyCodeReusable")}
          help={t("otpPolicyCodeReusableHelp")}
          onText={t("on")}
          offText={t("off")}
        />
      )}
      <FormActions />
    </EditForm>
  );
}
