"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
import { CACHE_POLICIES, cacheFieldsOf, EVICTION_DAYS } from "./cachePolicy";
import type { ProviderFormValues } from "./providerForm";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => String(index));

/** The cache policy, and the eviction day, time or maximum lifespan the chosen policy uses. */
export function CacheSettingsFields() {
  const t = useTranslations();
  const policy = useWatch<ProviderFormValues, "config.cachePolicy">({ name: "config.cachePolicy" });
  const fields = cacheFieldsOf(policy);
  const policies = CACHE_POLICIES.map((value) => ({ value, label: t(`cachePolicy_${value}`) }));
  const days = EVICTION_DAYS.map((value) => ({ value, label: t(`evictionDay_${value}`) }));
  return (
    <Stack gap="4">
      <FieldList<ProviderFormValues>
        fields={[
          {
            kind: "select",
            name: "config.cachePolicy",
            label: "cachePolicy",
            help: "cachePolicyHelp",
            required: true,
            options: policies,
          },
          fields.day && {
            kind: "select",
            name: "config.evictionDay",
            label: "evictionDay",
            help: "evictionDayHelp",
            required: true,
            options: days,
          },
          fields.time && {
            kind: "select",
            name: "config.evictionHour",
            label: "evictionHour",
            help: "evictionHourHelp",
            required: true,
            options: numbers(24),
          },
          fields.time && {
            kind: "select",
            name: "config.evictionMinute",
            label: "evictionMinute",
            help: "evictionMinuteHelp",
            required: true,
            options: numbers(60),
          },
          fields.lifespan && {
            name: "config.maxLifespan",
            label: "maxLifespan",
            help: "maxLifespanHelp",
            type: "number",
            min: 1,
            required: true,
          },
        ]}
      />
    </Stack>
  );
}
