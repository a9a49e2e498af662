"use client";

import { Badge, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FieldShell, FormActions, EditForm } from "@/components/kit/form";
import { FieldList } from "@/components/kit/form/FieldList";
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
  const types = OTP_TYPES.map((type) => ({ value: type, label: t(`policyType_${type}`) }));
  const algorithms = OTP_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm.replace("Hmac", "") }));
  const digits = OTP_DIGITS.map((count) => ({ value: count, label: count }));
  const supportedApplications = (
    <FieldShell label={t("supportedApplications")} help={t("supportedApplicationsHelp")}>
      <HStack gap="2" wrap="wrap" aria-label={t("supportedApplications")} role="list">
        {applications.map((application) => (
          <Badge key={application} role="listitem" variant="outline">
            {t(application)}
          </Badge>
        ))}
      </HStack>
    </FieldShell>
  );

  return (
    <EditForm edit={edit} label={t("otpPolicy")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <FieldList<OtpPolicyValues>
        fields={[
          {
            kind: "radio",
            name: "otpPolicyType",
            label: "otpType",
            help: "otpTypeHelp",
            options: types,
            direction: "row",
          },
          {
            kind: "select",
            name: "otpPolicyAlgorithm",
            label: "otpHashAlgorithm",
            help: "otpHashAlgorithmHelp",
            options: algorithms,
            required: true,
          },
          {
            kind: "radio",
            name: "otpPolicyDigits",
            label: "otpPolicyDigits",
            help: "otpPolicyDigitsHelp",
            options: digits,
            direction: "row",
          },
          { kind: "number", name: "otpPolicyLookAheadWindow", label: "lookAhead", help: "lookAheadHelp", min: 0 },
          timeBased && {
            kind: "number",
            name: "otpPolicyPeriod",
            label: "otpPolicyPeriod",
            help: "otpPolicyPeriodHelp",
            min: 1,
            max: 120,
            fallbackValue: 30,
          },
          !timeBased && {
            kind: "number",
            name: "otpPolicyInitialCounter",
            label: "initialCounter",
            help: "initialCounterHelp",
            min: 0,
          },
          { kind: "node", key: "supportedApplications", node: supportedApplications },
          timeBased && {
            kind: "switch",
            name: "otpPolicyCodeReusable",
            label: "otpPolicyCodeReusable",
            help: "otpPolicyCodeReusableHelp",
          },
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
