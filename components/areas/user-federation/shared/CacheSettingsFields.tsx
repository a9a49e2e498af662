"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SelectField, TextField } from "@/components/kit/form";
import { CACHE_POLICIES, cacheFieldsOf, EVICTION_DAYS } from "./cachePolicy";
import type { ProviderFormValues } from "./providerForm";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => String(index));

/** The cache policy, and the eviction day, time or maximum lifespan the chosen policy uses. */
export function CacheSettingsFields() {
  const t = useTranslations();
  const policy = useWatch<ProviderFormValues, "config.cachePolicy">({ name: "config.cachePolicy" });
  const fields = cacheFieldsOf(policy);
  return (
    <Stack gap="4">
      <SelectField<ProviderFormValues>
        name="config.cachePolicy"
        label={t("cachePolicy")}
        help={t("cachePolicyHelp")}
        required
        options={CACHE_POLICIES.map((value) => ({ value, label: t(`cachePolicy_${value}`) }))}
      />
      {fields.day && (
        <SelectField<ProviderFormValues>
          name="config.evictionDay"
          label={t("evictionDay")}
          help={t("evictionDayHelp")}
          required
          options={EVICTION_DAYS.map((value) => ({ value, label: t(`evictionDay_${value}`) }))}
        />
      )}
      {fields.time && (
        <>
          <SelectField<ProviderFormValues>
            name="config.evictionHour"
            label={t("evictionHour")}
            help={t("evictionHourHelp")}
            required
            options={numbers(24)}
          />
          <SelectField<ProviderFormValues>
            name="config.evictionMinute"
            label={t("evictionMinute")}
            help={t("evictionMinuteHelp")}
            required
            options={numbers(60)}
          />
        </>
      )}
      {fields.lifespan && (
        <TextField<ProviderFormValues>
          name="config.maxLifespan"
          label={t("maxLifespan")}
          help={t("maxLifespanHelp")}
          type="number"
          min={1}
          required
        />
      )}
    </Stack>
  );
}
