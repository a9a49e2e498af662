"use client";

import { Badge, HStack, Text } from "@chakra-ui/react";
import type { DataTableColumn } from "@/components/data-table";
import { translateServerText, type Translate } from "@/lib/errors";
import type { RoleMappingRow } from "@/lib/roles/effectiveRoles";

/** Role name (client roles as "clientId role"), inherited yes/no, description. */
export function roleMappingColumns(t: Translate): DataTableColumn<RoleMappingRow>[] {
  return [
    {
      id: "name",
      header: () => t("name"),
      cell: ({ row }) => (
        <HStack gap="2">
          {row.original.client && (
            <Badge colorPalette="blue" variant="subtle">
              {row.original.client.clientId}
            </Badge>
          )}
          <Text>{row.original.role.name}</Text>
        </HStack>
      ),
    },
    { id: "inherited", header: () => t("inherent"), cell: ({ row }) => t(row.original.inherited ? "yes" : "no") },
    {
      id: "description",
      header: () => t("description"),
      cell: ({ row }) => (
        <Text lineClamp={2}>
          {row.original.role.description ? translateServerText(row.original.role.description, t) : ""}
        </Text>
      ),
    },
  ];
}
