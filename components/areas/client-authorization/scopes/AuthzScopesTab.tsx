"use client";

import { useMemo, useState } from "react";
import { Box, Button, Link as ChakraLink } from "@chakra-ui/react";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction, type TableViewState } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAuthzScopesSource, useDeleteAuthzScope } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { ScopeDetailRow } from "./ScopeDetailRow";

/** The authorization scopes: expand a row for the resources and permissions that use it. */
export default function AuthzScopesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const source = useAuthzScopesSource(realm, clientId);
  const deleteScope = useDeleteAuthzScope(realm, clientId);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ScopeRepresentation>({
    titleKey: "deleteAuthorizationScope",
    messageKey: "deleteAuthorizationScopeConfirm",
    messageValues: (scope) => ({ name: scope.name ?? "" }),
    onDelete: deleteScope.mutateAsync,
  });
  const columns = useMemo<DataTableColumn<ScopeRepresentation>[]>(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <TruncatedText text={row.original.name ?? ""} maxW="xs">
            <ChakraLink asChild colorPalette="blue">
              <Link
                to="/$realm/clients/$clientId/authorization/scope/$scopeId"
                params={{ realm, clientId, scopeId: row.original.id ?? "" }}
              >
                {row.original.name}
              </Link>
            </ChakraLink>
          </TruncatedText>
        ),
      },
      { id: "displayName", header: () => t("displayName"), cell: ({ row }) => row.original.displayName ?? "" },
    ],
    [t, realm, clientId],
  );
  const toCreate = () =>
    void navigate({ to: "/$realm/clients/$clientId/authorization/scope/new", params: { realm, clientId } });
  const toPermission = (scope: ScopeRepresentation) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/permission/new/$permissionType/$selectedId",
      params: { realm, clientId, permissionType: "scope", selectedId: scope.id ?? "" },
    });
  const rowActions: RowAction<ScopeRepresentation>[] = readOnly
    ? []
    : [
        { labelKey: "createPermission", onClick: toPermission },
        { labelKey: "delete", danger: true, onClick: confirmDelete },
      ];

  return (
    <Box py="4">
      {DeleteConfirm}
      <DataTable<ScopeRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="authorizationScopes"
        searchPlaceholderKey="searchByName"
        state={view}
        onStateChange={setView}
        toolbar={() =>
          !readOnly && (
            <Button size="sm" colorPalette="blue" onClick={toCreate}>
              {t("createAuthorizationScope")}
            </Button>
          )
        }
        rowActions={rowActions}
        detailRow={(scope) => <ScopeDetailRow realm={realm} clientId={clientId} scopeId={scope.id ?? ""} />}
        emptyState={{
          messageKey: "emptyAuthorizationScopes",
          instructionsKey: "emptyAuthorizationInstructions",
          ...(readOnly ? {} : { actionKey: "createAuthorizationScope", onAction: toCreate }),
        }}
      />
    </Box>
  );
}
