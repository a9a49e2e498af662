import { Skeleton, Table } from "@chakra-ui/react";

/** Placeholder rows while the first page loads. */
export function TableSkeleton({ columns, rows }: { columns: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}
