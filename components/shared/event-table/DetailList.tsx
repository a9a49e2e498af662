"use client";

import { DataList } from "@chakra-ui/react";

/** Label/value pairs of an expanded event row; empty values are left out. */
export function DetailList({ items, label }: { items: [string, string | undefined][]; label: string }) {
  const shown = items.filter(([, value]) => value !== undefined && value !== "");
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={label}>
      {shown.map(([term, value]) => (
        <DataList.Item key={term}>
          <DataList.ItemLabel>{term}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
