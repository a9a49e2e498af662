"use client";

import { useMemo } from "react";
import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { protocolName } from "@/lib/protocolName";
import type { DataTableColumn } from "@/components/data-table";
import type { ClientScopeRow } from "@/lib/queries/clientScopes";
import { clientScopeTypeKey } from "./clientScopeTypeKey";

/** name, assigned type, protocol, display order (attributes["gui.order"]), description. */
export function useClientScopeColumns(): DataTableColumn<ClientScopeRow>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name ?? "" },
      { id: "type", header: () => t("assignedType"), cell: ({ row }) => t(clientScopeTypeKey(row.original.type)) },
      { id: "protocol", header: () => t("protocol"), cell: ({ row }) => protocolName(t, row.original.protocol) },
      {
        id: "displayOrder",
        header: () => t("displayOrder"),
        cell: ({ row }) => String(row.original.attributes?.["gui.order"] ?? ""),
      },
      {
        id: "description",
        header: () => t("description"),
        cell: ({ row }) => <Text lineClamp={2}>{row.original.description ?? ""}</Text>,
      },
    ],
    [t],
  );
}
