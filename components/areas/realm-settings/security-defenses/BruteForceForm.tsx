"use client";

import { useMemo } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormActions, EditForm, useReadOnly } from "@/components/kit/form";
import { FieldList } from "@/components/kit/form/FieldList";
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
      <FieldList<BruteForceValues>
        fields={[
          {
            kind: "select",
            name: "mode",
            label: "bruteForceMode",
            help: "bruteForceModeHelpText",
            options: modeOptions,
            required: true,
          },
          uses.any && {
            kind: "number",
            name: "failureFactor",
            label: "failureFactor",
            help: "failureFactorHelp",
            min: 1,
            fallbackValue: 1,
            required: true,
          },
          uses.maxTemporaryLockouts && {
            kind: "number",
            name: "maxTemporaryLockouts",
            label: "maxTemporaryLockouts",
            help: "maxTemporaryLockoutsHelp",
            min: 1,
            fallbackValue: 1,
            required: true,
          },
          uses.temporary && {
            kind: "select",
            name: "bruteForceStrategy",
            label: "bruteForceStrategy",
            help: "bruteForceStrategyHelp",
            options: strategyOptions,
            required: true,
          },
          ...(["waitIncrementSeconds", "maxFailureWaitSeconds", "maxDeltaTimeSeconds"] as const).map(
            (name) =>
              uses.temporary &&
              ({
                kind: "duration",
                name,
                label: name,
                help: `${name}Help`,
                units: WAIT_UNITS,
                required: true,
              } as const),
          ),
          uses.any && {
            kind: "number",
            name: "quickLoginCheckMilliSeconds",
            label: "quickLoginCheckMilliSeconds",
            help: "quickLoginCheckMilliSecondsHelp",
            min: 0,
            required: true,
          },
          uses.any && {
            kind: "duration",
            name: "minimumQuickLoginWaitSeconds",
            label: "minimumQuickLoginWaitSeconds",
            help: "minimumQuickLoginWaitSecondsHelp",
            units: QUICK_WAIT_UNITS,
            required: true,
          },
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
