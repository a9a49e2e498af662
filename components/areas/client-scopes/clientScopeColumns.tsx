"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { protocolName } from "@/lib/protocolName";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";
import { ClientScopeTypeMenu } from "@/components/shared/client-scope-type/ClientScopeTypeMenu";
import { CLIENT_SCOPE_TYPES, type ClientScopeRow, type ClientScopeType } from "@/lib/queries/clientScopes";
import { clientScopeTypeKey } from "./clientScopeTypeKey";

/**
 * Name (to the scope's settings), assigned type (a menu that changes it, for admins who manage the realm),
 * protocol, display order (attributes["gui.order"]) and description.
 */
export function useClientScopeColumns(
  realm: string,
  changeType?: (scope: ClientScopeRow, type: ClientScopeType) => void,
): DataTableColumn<ClientScopeRow>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <NameLink
            name={row.original.name ?? ""}
            to="/$realm/client-scopes/$id/$tab"
            params={{ realm, id: row.original.id ?? "", tab: "settings" }}
          />
        ),
      },
      {
        id: "type",
        header: () => t("assignedType"),
        cell: ({ row }) =>
          changeType ? (
            <ClientScopeTypeMenu
              name={row.original.name ?? ""}
              type={row.original.type}
              types={CLIENT_SCOPE_TYPES}
              label={(type) => t(clientScopeTypeKey(type))}
              onChange={(type) => changeType(row.original, type)}
            />
          ) : (
            t(clientScopeTypeKey(row.original.type))
          ),
      },
      { id: "protocol", header: () => t("protocol"), cell: ({ row }) => protocolName(t, row.original.protocol) },
      {
        id: "displayOrder",
        header: () => t("displayOrder"),
        cell: ({ row }) => String(row.original.attributes?.["gui.order"] ?? ""),
      },
      {
        id: "description",
        header: () => t("description"),
        cell: ({ row }) => row.original.description ?? "",
      },
    ],
    [t, realm, changeType],
  );
}
