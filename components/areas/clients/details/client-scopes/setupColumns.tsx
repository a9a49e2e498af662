"use client";

import { useMemo } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { ClientScopeTypeMenu } from "@/components/shared/client-scope-type/ClientScopeTypeMenu";
import type { DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import {
  isDedicatedRow,
  type AssignedClientScope,
  type ClientScopeAssignment,
  type ClientScopeTabRow,
} from "@/lib/queries/clients";

const ASSIGNMENTS: readonly ClientScopeAssignment[] = ["default", "optional"];

/**
 * Name (the dedicated scope's own page, or the client scope's settings), assigned type (a menu that changes it,
 * for admins who may) and description.
 */
export function useSetupColumns(
  realm: string,
  clientId: string,
  changeType?: (scope: AssignedClientScope, type: ClientScopeAssignment) => void,
): DataTableColumn<ClientScopeTabRow>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("assignedClientScope"),
        cell: ({ row }) => {
          const scope = row.original;
          return (
            <TruncatedText text={scope.name ?? ""} maxW="xs">
              <ChakraLink asChild colorPalette="blue">
                {isDedicatedRow(scope) ? (
                  <Link to="/$realm/clients/$clientId/clientScopes/dedicated" params={{ realm, clientId }}>
                    {scope.name}
                  </Link>
                ) : (
                  <Link to="/$realm/client-scopes/$id/$tab" params={{ realm, id: scope.id ?? "", tab: "settings" }}>
                    {scope.name}
                  </Link>
                )}
              </ChakraLink>
            </TruncatedText>
          );
        },
      },
      {
        id: "type",
        header: () => t("assignedType"),
        cell: ({ row }) => {
          const scope = row.original;
          if (isDedicatedRow(scope)) return "";
          return changeType ? (
            <ClientScopeTypeMenu
              name={scope.name ?? ""}
              type={scope.type}
              types={ASSIGNMENTS}
              label={(type) => t(type)}
              onChange={(type) => changeType(scope, type)}
            />
          ) : (
            t(scope.type)
          );
        },
      },
      { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t, realm, clientId, changeType],
  );
}
