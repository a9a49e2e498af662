"use client";

import { Badge, HStack } from "@chakra-ui/react";
import { TEXT_COLUMN_MAX_W, type DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { Translate } from "@/lib/errors";
import { serverText } from "@/lib/i18n/serverText";
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
            <Badge colorPalette="blue" variant="subtle" minW="0">
              <TruncatedText text={row.original.client.clientId ?? ""} maxW="10rem" />
            </Badge>
          )}
          <TruncatedText text={row.original.role.name ?? ""} maxW={TEXT_COLUMN_MAX_W} />
        </HStack>
      ),
    },
    { id: "inherited", header: () => t("inherent"), cell: ({ row }) => t(row.original.inherited ? "yes" : "no") },
    {
      id: "description",
      header: () => t("description"),
      cell: ({ row }) => serverText(row.original.role.description ?? "", t),
    },
  ];
}
