"use client";

import { Fieldset, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/kit/form";
import type { PolicyValues } from "@/lib/authorization/policyForm";
import { TIME_RANGE_BOUNDS, TIME_RANGES, timeRangeProblem, type TimeRangeName } from "@/lib/authorization/timePolicy";

/** Message key of each range's label (Keycloak's). */
const RANGE_LABELS: Record<TimeRangeName, string> = {
  dayMonth: "dayMonth",
  month: "month",
  year: "year",
  hour: "hour",
  minute: "minute",
};

/** Not before / not on or after, then each repeating condition as a from/to range checked against its bounds. */
export function TimeFields() {
  const t = useTranslations();
  const rangeRule = (name: TimeRangeName, part: "from" | "to") => ({
    validate: (_value: unknown, values: PolicyValues) => {
      // the problem shows once, on the field that has it: a missing start or bad number on "from", order on "to"
      const problem = timeRangeProblem(name, values.time[name]);
      if (!problem) return true;
      if ((problem === "endBeforeStart") !== (part === "to")) return true;
      return t(`timeRange_${problem}`, TIME_RANGE_BOUNDS[name]);
    },
  });
  return (
    <>
      <TextField name="time.notBefore" type="datetime-local" label={t("startTime")} help={t("startTimeHelp")} />
      <TextField name="time.notOnOrAfter" type="datetime-local" label={t("expireTime")} help={t("expireTimeHelp")} />
      {TIME_RANGES.map((name) => (
        <Fieldset.Root key={name}>
          <Fieldset.Legend>{t(RANGE_LABELS[name])}</Fieldset.Legend>
          <HStack gap="3" align="start">
            <TextField
              name={`time.${name}.from`}
              type="number"
              label={t("rangeFrom")}
              min={TIME_RANGE_BOUNDS[name].min}
              max={TIME_RANGE_BOUNDS[name].max}
              rules={rangeRule(name, "from")}
            />
            <TextField
              name={`time.${name}.to`}
              type="number"
              label={t("rangeTo")}
              min={TIME_RANGE_BOUNDS[name].min}
              max={TIME_RANGE_BOUNDS[name].max}
              rules={rangeRule(name, "to")}
            />
          </HStack>
        </Fieldset.Root>
      ))}
    </>
  );
}
