"use client";

import { useState } from "react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { runRules } from "@/lib/advisor/engine";
import { advisorRules } from "@/lib/advisor/rules";
import type { AdvisorData, Finding } from "@/lib/advisor/types";
import { DismissDialog } from "./DismissDialog";
import { DismissedTable } from "./DismissedTable";
import { FindingsTable } from "./FindingsTable";
import { FixReview } from "./FixReview";
import { useApplyFix } from "./useApplyFix";
import { useDismissals } from "./useDismissals";

export type AdvisorFindingsProps = { realm: string; data: Partial<AdvisorData> };

/** The rules run over what loaded: the open findings, the dismissed ones, and which rules could not run. */
export function AdvisorFindings({ realm, data }: AdvisorFindingsProps) {
  const t = useTranslations();
  const { findings, unchecked } = runRules(data, advisorRules);
  const { dismissals, dismiss, restore } = useDismissals(realm, data.realm);
  const applyFix = useApplyFix(realm, data);
  const [fixing, setFixing] = useState<Finding | null>(null);
  const [dismissing, setDismissing] = useState<Finding | null>(null);

  const open = findings.filter((finding) => !dismissals[finding.key]);
  const dismissed = findings.flatMap((finding) => {
    const dismissal = dismissals[finding.key];
    return dismissal ? [{ finding, dismissal }] : [];
  });

  const confirmFix = () => {
    const finding = fixing;
    setFixing(null);
    // the save alerts its own failure
    if (finding) applyFix(finding).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      {unchecked.length > 0 && (
        <Text color="fg.muted">
          {t("advisorUnchecked", { rules: unchecked.map((rule) => t(rule.title)).join(", ") })}
        </Text>
      )}
      <FindingsTable realm={realm} findings={open} onFix={setFixing} onDismiss={setDismissing} />
      {dismissed.length > 0 && (
        <DismissedTable
          realm={realm}
          rows={dismissed}
          onRestore={(finding) => void restore(finding.key).catch(() => undefined)}
        />
      )}
      {fixing?.fix && <FixReview fix={fixing.fix} onConfirm={confirmFix} onCancel={() => setFixing(null)} />}
      {dismissing && (
        <DismissDialog onSubmit={(reason) => dismiss(dismissing.key, reason)} onClose={() => setDismissing(null)} />
      )}
    </Stack>
  );
}
