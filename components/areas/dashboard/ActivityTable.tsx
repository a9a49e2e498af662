"use client";

import { Table } from "@chakra-ui/react";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { ACTIVITY_TYPES, type ActivityRow, type ActivityType } from "@/lib/events/loginActivity";

type ActivityTableProps = {
  rows: readonly ActivityRow[];
  caption: string;
  /** The first column's header ("Day", "Client"). */
  labelHeader: string;
  rowLabel: (row: ActivityRow) => string;
  seriesLabel: (type: ActivityType) => string;
};

/** The numbers a chart draws, as a table: the chart's text alternative, and the exact counts for everyone. */
export function ActivityTable({ rows, caption, labelHeader, rowLabel, seriesLabel }: ActivityTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <SimpleTable
        stickyHeader
        caption={caption}
        rows={rows}
        rowKey={(row) => row.label}
        columns={[
          {
            header: labelHeader,
            // a client id may be thousands of characters long
            cell: (row) => <TruncatedText text={rowLabel(row)} />,
            cellProps: { maxW: "xs" },
          },
          ...ACTIVITY_TYPES.map((type) => ({
            header: seriesLabel(type),
            align: "end" as const,
            cell: (row: ActivityRow) => row.counts[type],
          })),
        ]}
      />
    </Table.ScrollArea>
  );
}
