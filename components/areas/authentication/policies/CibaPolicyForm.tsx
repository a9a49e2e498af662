"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, EditForm } from "@/components/kit/form";
import { FieldList } from "@/components/kit/form/FieldList";
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

  const deliveryModes = CIBA_DELIVERY_MODES.map((mode) => ({
    value: mode,
    label: t(`cibaBackhannelTokenDeliveryModes_${mode}`),
  }));
  // both numbers are seconds within the server's bounds, required, back to a default when cleared
  const seconds = (range: { min: number; max: number }, fallbackValue: number) => ({
    helperText: t("secondsUnit"),
    min: range.min,
    max: range.max,
    fallbackValue,
    required: true,
  });

  return (
    <EditForm edit={edit} label={t("cibaPolicy")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <FieldList<CibaPolicyValues>
        fields={[
          {
            kind: "select",
            name: "cibaBackchannelTokenDeliveryMode",
            label: "cibaBackchannelTokenDeliveryMode",
            help: "cibaBackchannelTokenDeliveryModeHelp",
            options: deliveryModes,
            required: true,
          },
          {
            kind: "number",
            name: "cibaExpiresIn",
            label: "cibaExpiresIn",
            help: "cibaExpiresInHelp",
            ...seconds(CIBA_EXPIRES_IN, 120),
          },
          {
            kind: "number",
            name: "cibaInterval",
            label: "cibaInterval",
            help: "cibaIntervalHelp",
            ...seconds(CIBA_INTERVAL, 5),
          },
          {
            kind: "select",
            name: "cibaAuthRequestedUserHint",
            label: "cibaAuthRequestedUserHint",
            help: "cibaAuthRequestedUserHintHelp",
            options: CIBA_USER_HINTS.map((hint) => ({ value: hint, label: hint })),
            required: true,
            disabled: true,
          },
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
