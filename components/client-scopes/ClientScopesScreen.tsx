"use client";

import { useState } from "react";
import { Box, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction, type TableViewState } from "@/components/data-table";
import { useConfirmDelete } from "@/components/kit/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import {
  useClientScopesSource,
  useDeleteClientScope,
  type ClientScopeRow,
  type ClientScopeType,
} from "@/lib/queries/clientScopes";
import { useRealmName } from "@/lib/router/useRealmName";
import { useClientScopeColumns } from "./clientScopeColumns";
import { TypeFilter } from "./TypeFilter";
import { PageHeader } from "@/components/kit/PageHeader";

/** /{realm}/client-scopes: the realm's client scopes with their assigned types; search by name, filter by type, delete. */
export default function ClientScopesScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const [type, setType] = useState<ClientScopeType>();
  const source = useClientScopesSource(realm, type);
  const deleteScope = useDeleteClientScope(realm);
  const canManage = useAccess().hasAny("manage-clients");
  const columns = useClientScopeColumns();
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ClientScopeRow>({
    titleKey: "deleteClientScopeTitle",
    messageKey: "deleteConfirmClientScopeNamed",
    messageValues: (scope) => ({ name: scope.name ?? "" }),
    onDelete: deleteScope.mutateAsync,
  });

  const rowActions: RowAction<ClientScopeRow>[] = canManage
    ? [{ labelKey: "delete", danger: true, onClick: confirmDelete }]
    : [];

  const changeType = (next: ClientScopeType | undefined) => {
    setType(next);
    setView((current) => ({ ...current, page: 0 }));
  };

  return (
    <Box>
      <PageHeader title={t("clientScopes")} subtitle={t("clientScopeExplain")} />
      <Stack px="6" py="4">
        {DeleteConfirm}
        <DataTable<ClientScopeRow>
          source={source}
          columns={columns}
          ariaLabelKey="clientScopeList"
          searchPlaceholderKey="searchForClientScope"
          state={view}
          onStateChange={setView}
          toolbar={() => <TypeFilter value={type} onChange={changeType} />}
          activeFilterCount={type === undefined ? 0 : 1}
          onClearFilters={() => changeType(undefined)}
          rowActions={rowActions}
          emptyState={{ messageKey: "emptyClientScopes", instructionsKey: "emptyClientScopesRealmInstructions" }}
        />
      </Stack>
    </Box>
  );
}
