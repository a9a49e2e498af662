"use client";

import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { Can } from "@/components/kit/form";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import type { Finding } from "@/lib/advisor/types";
import { FindingText } from "./FindingText";
import { SeverityBadge } from "./SeverityBadge";
import { SubjectLink } from "./SubjectLink";
import { FIX_ROLE } from "./useApplyFix";

export type FindingsTableProps = {
  realm: string;
  findings: readonly Finding[];
  onFix(finding: Finding): void;
  onDismiss(finding: Finding): void;
};

/** The findings still open: severity, what and why, the object, and the fix and dismissal for who may make them. */
export function FindingsTable({ realm, findings, onFix, onDismiss }: FindingsTableProps) {
  const t = useTranslations();
  return (
    <SimpleTable
      label={t("advisorFindings")}
      rows={findings}
      rowKey={(finding) => finding.key}
      emptyKey="advisorNoFindings"
      columns={[
        { headerKey: "advisorSeverity", cell: (finding) => <SeverityBadge severity={finding.rule.severity} /> },
        { headerKey: "advisorFinding", cell: (finding) => <FindingText rule={finding.rule} /> },
        { headerKey: "advisorObject", cell: (finding) => <SubjectLink realm={realm} subject={finding.subject} /> },
        {
          cell: (finding) => (
            <HStack gap="2" justify="end">
              {finding.fix && (
                <Can manage={[FIX_ROLE[finding.fix.target]]}>
                  <Button size="sm" variant="outline" onClick={() => onFix(finding)}>
                    {t("advisorFix")}
                  </Button>
                </Can>
              )}
              <Can manage={["manage-realm"]}>
                <Button size="sm" variant="ghost" onClick={() => onDismiss(finding)}>
                  {t("advisorDismiss")}
                </Button>
              </Can>
            </HStack>
          ),
        },
      ]}
    />
  );
}
