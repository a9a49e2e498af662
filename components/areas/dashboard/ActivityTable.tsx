"use client";

import { Table } from "@chakra-ui/react";
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
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" px="3" py="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
            {ACTIVITY_TYPES.map((type) => (
              <Table.ColumnHeader key={type} textAlign="end">
                {seriesLabel(type)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell maxW="xs">
                {/* a client id may be thousands of characters long */}
                <TruncatedText text={rowLabel(row)} />
              </Table.Cell>
              {ACTIVITY_TYPES.map((type) => (
                <Table.Cell key={type} textAlign="end">
                  {row.counts[type]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
