"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, NumberField, SelectField, EditForm } from "@/components/kit/form";
import {
  CIBA_DELIVERY_MODES,
  CIBA_EXPIRES_IN,
  CIBA_INTERVAL,
  CIBA_USER_HINTS,
  cibaPolicySchema,
  toCibaPolicyRealm,
  toCibaPolicyValues,
  type CibaPolicyValues,
} from "./cibaPolicyForm";
import type { PolicyTabProps } from "./policyTabProps";
import { useRealmForm } from "@/components/kit/form/useRealmForm";

/** The realm's Client Initiated Backchannel Authentication policy, kept in its attributes. */
export function CibaPolicyForm({ realm, readOnly }: PolicyTabProps) {
  const t = useTranslations();
  const schema = useMemo(
    () =>
      cibaPolicySchema({
        expiresIn: t("betweenSeconds", CIBA_EXPIRES_IN),
        interval: t("betweenSeconds", CIBA_INTERVAL),
      }),
    [t],
  );
  const edit = useRealmForm<CibaPolicyValues>({
    readOnly,
    realm,
    schema,
    toValues: toCibaPolicyValues,
    toRealm: toCibaPolicyRealm,
    successKey: "updateCibaSuccess",
    errorKey: "updateCibaError",
  });

  return (
    <EditForm edit={edit} label={t("cibaPolicy")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <SelectField
        name="cibaBackchannelTokenDeliveryMode"
        label={t("cibaBackchannelTokenDeliveryMode")}
        help={t("cibaBackchannelTokenDeliveryModeHelp")}
        options={CIBA_DELIVERY_MODES.map((mode) => ({
          value: mode,
          label: t(`cibaBackhannelTokenDeliveryModes_${mode}`),
        }))}
        required
      />
      <NumberField
        name="cibaExpiresIn"
        label={t("cibaExpiresIn")}
        help={t("cibaExpiresInHelp")}
        helperText={t("secondsUnit")}
        min={CIBA_EXPIRES_IN.min}
        max={CIBA_EXPIRES_IN.max}
        fallbackValue={120}
        required
      />
      <NumberField
        name="cibaInterval"
        label={t("cibaInterval")}
        help={t("cibaIntervalHelp")}
        helperText={t("secondsUnit")}
        min={CIBA_INTERVAL.min}
        max={CIBA_INTERVAL.max}
        fallbackValue={5}
        required
      />
      <SelectField
        name="cibaAuthRequestedUserHint"
        label={t("cibaAuthRequestedUserHint")}
        help={t("cibaAuthRequestedUserHintHelp")}
        options={CIBA_USER_HINTS.map((hint) => ({ value: hint, label: hint }))}
        required
        disabled
      />
      <FormActions />
    </EditForm>
  );
}
