"use client";

import { useMemo } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormActions, NumberField, SelectField, EditForm, useReadOnly } from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
import {
  BRUTE_FORCE_MODES,
  BRUTE_FORCE_STRATEGIES,
  bruteForceSchema,
  bruteForceToRealm,
  modeUses,
  toBruteForceValues,
  type BruteForceMode,
  type BruteForceValues,
} from "./securityForm";
import { useRealmForm } from "@/components/kit/form/useRealmForm";

const MODE_LABELS: Record<BruteForceMode, string> = {
  disabled: "bruteForceModeDisabled",
  permanentLockout: "bruteForceModePermanentLockout",
  temporaryLockout: "bruteForceModeTemporaryLockout",
  permanentAfterTemporary: "bruteForceModePermanentAfterTemporaryLockout",
};

const WAIT_UNITS = ["minute", "hour", "day"] as const;
const QUICK_WAIT_UNITS = ["second", "minute", "hour", "day"] as const;

/** Brute force detection: the mode, then only the numbers that mode uses. */
export function BruteForceForm({ realm }: { realm: RealmRepresentation }) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const schema = useMemo(
    () => bruteForceSchema({ required: t("required"), atLeastOne: t("atLeastOne"), notNegative: t("notNegative") }),
    [t],
  );
  const edit = useRealmForm<BruteForceValues>({
    readOnly,
    realm,
    schema,
    toValues: toBruteForceValues,
    toRealm: bruteForceToRealm,
  });
  const { control } = edit.form;
  const uses = modeUses(useWatch({ control, name: "mode" }));

  const modeOptions = BRUTE_FORCE_MODES.map((value) => ({ value, label: t(MODE_LABELS[value]) }));
  const strategyOptions = BRUTE_FORCE_STRATEGIES.map((value) => ({ value, label: t(`bruteForceStrategy${value}`) }));

  return (
    <EditForm edit={edit} label={t("bruteForceDetection")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <SelectField
        name="mode"
        label={t("bruteForceMode")}
        help={t("bruteForceModeHelpText")}
        options={modeOptions}
        required
      />
      {uses.any && (
        <NumberField
          name="failureFactor"
          label={t("failureFactor")}
          help={t("failureFactorHelp")}
          min={1}
          fallbackValue={1}
          required
        />
      )}
      {uses.maxTemporaryLockouts && (
        <NumberField
          name="maxTemporaryLockouts"
          label={t("maxTemporaryLockouts")}
          help={t("maxTemporaryLockoutsHelp")}
          min={1}
          fallbackValue={1}
          required
        />
      )}
      {uses.temporary && (
        <>
          <SelectField
            name="bruteForceStrategy"
            label={t("bruteForceStrategy")}
            help={t("bruteForceStrategyHelp")}
            options={strategyOptions}
            required
          />
          {(["waitIncrementSeconds", "maxFailureWaitSeconds", "maxDeltaTimeSeconds"] as const).map((name) => (
            <DurationField key={name} name={name} label={t(name)} help={t(`${name}Help`)} units={WAIT_UNITS} required />
          ))}
        </>
      )}
      {uses.any && (
        <>
          <NumberField
            name="quickLoginCheckMilliSeconds"
            label={t("quickLoginCheckMilliSeconds")}
            help={t("quickLoginCheckMilliSecondsHelp")}
            min={0}
            required
          />
          <DurationField
            name="minimumQuickLoginWaitSeconds"
            label={t("minimumQuickLoginWaitSeconds")}
            help={t("minimumQuickLoginWaitSecondsHelp")}
            units={QUICK_WAIT_UNITS}
            required
          />
        </>
      )}
      <FormActions />
    </EditForm>
  );
}
