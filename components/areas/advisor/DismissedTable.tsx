"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { Can } from "@/components/kit/form";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { Dismissal } from "@/lib/advisor/dismissals";
import type { Finding } from "@/lib/advisor/types";
import { FindingText } from "./FindingText";
import { SubjectLink } from "./SubjectLink";

export type DismissedFinding = { finding: Finding; dismissal: Dismissal };

export type DismissedTableProps = {
  realm: string;
  rows: readonly DismissedFinding[];
  onRestore(finding: Finding): void;
};

/** What the realm's admins dismissed, with their reason; restoring lists the finding again. */
export function DismissedTable({ realm, rows, onRestore }: DismissedTableProps) {
  const t = useTranslations();
  return (
    <SimpleTable
      label={t("advisorDismissed")}
      caption={t("advisorDismissed")}
      rows={rows}
      rowKey={({ finding }) => finding.key}
      columns={[
        { headerKey: "advisorFinding", cell: ({ finding }) => <FindingText rule={finding.rule} /> },
        { headerKey: "advisorObject", cell: ({ finding }) => <SubjectLink realm={realm} subject={finding.subject} /> },
        {
          headerKey: "advisorDismissReason",
          cell: ({ dismissal }) => <TruncatedText text={dismissal.reason} lines={3} />,
        },
        {
          headerKey: "advisorDismissedAt",
          cell: ({ dismissal }) => <FormattedDate time={Date.parse(dismissal.dismissedAt)} />,
        },
        {
          headerKey: "advisorDismissedBy",
          cell: ({ dismissal }) => (dismissal.dismissedBy ? <TruncatedText text={dismissal.dismissedBy} /> : null),
        },
        {
          cell: ({ finding }) => (
            <Can manage={["manage-realm"]}>
              <Button size="sm" variant="outline" onClick={() => onRestore(finding)}>
                {t("advisorRestore")}
              </Button>
            </Can>
          ),
        },
      ]}
    />
  );
}
