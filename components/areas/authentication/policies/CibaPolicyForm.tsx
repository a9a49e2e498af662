"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, NumberField, SelectField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
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
  const { form, blocker, save } = useRealmForm<CibaPolicyValues>({
    realm,
    schema,
    toValues: toCibaPolicyValues,
    toRealm: toCibaPolicyRealm,
    successKey: "updateCibaSuccess",
    errorKey: "updateCibaError",
  });
  const { control } = form;

  return (
    <form onSubmit={save} noValidate aria-label={t("cibaPolicy")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <SelectField
          control={control}
          name="cibaBackchannelTokenDeliveryMode"
          label={t("cibaBackchannelTokenDeliveryMode")}
          help={t("cibaBackchannelTokenDeliveryModeHelp")}
          options={CIBA_DELIVERY_MODES.map((mode) => ({
            value: mode,
            label: t(`cibaBackhannelTokenDeliveryModes_${mode}`),
          }))}
          required
          readOnly={readOnly}
        />
        <NumberField
          control={control}
          name="cibaExpiresIn"
          label={t("cibaExpiresIn")}
          help={t("cibaExpiresInHelp")}
          helperText={t("secondsUnit")}
          min={CIBA_EXPIRES_IN.min}
          max={CIBA_EXPIRES_IN.max}
          fallbackValue={120}
          required
          readOnly={readOnly}
        />
        <NumberField
          control={control}
          name="cibaInterval"
          label={t("cibaInterval")}
          help={t("cibaIntervalHelp")}
          helperText={t("secondsUnit")}
          min={CIBA_INTERVAL.min}
          max={CIBA_INTERVAL.max}
          fallbackValue={5}
          required
          readOnly={readOnly}
        />
        <SelectField
          control={control}
          name="cibaAuthRequestedUserHint"
          label={t("cibaAuthRequestedUserHint")}
          help={t("cibaAuthRequestedUserHintHelp")}
          options={CIBA_USER_HINTS.map((hint) => ({ value: hint, label: hint }))}
          required
          disabled
        />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
