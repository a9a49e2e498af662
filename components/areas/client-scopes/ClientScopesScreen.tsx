"use client";

import { useCallback, useState } from "react";
import { Box, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { PROTOCOLS, protocolName } from "@/lib/protocolName";
import {
  CLIENT_SCOPE_TYPES,
  useChangeClientScopeType,
  useClientScopesSource,
  useDeleteClientScope,
  type ClientScopeFilter,
  type ClientScopeRow,
  type ClientScopeType,
} from "@/lib/queries/clientScopes";
import { useRealmName } from "@/lib/router/useRealmName";
import { useClientScopeColumns } from "./clientScopeColumns";
import { clientScopeTypeKey } from "./clientScopeTypeKey";
import { FilterSelect } from "./FilterSelect";

/**
 * /{realm}/client-scopes: the realm's client scopes with their assigned types; search by name, filter by type and
 * protocol, create, change a scope's type, delete.
 */
export default function ClientScopesScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const [filter, setFilter] = useState<ClientScopeFilter>({});
  const source = useClientScopesSource(realm, filter);
  const deleteScope = useDeleteClientScope(realm);
  const changeScopeType = useChangeClientScopeType(realm);
  const { hasAny } = useAccess();
  const canManage = hasAny("manage-clients");
  // the realm's default and optional scopes are realm settings
  const canChangeType = canManage && hasAny("manage-realm");
  const changeType = useCallback(
    (scope: ClientScopeRow, type: ClientScopeType) =>
      void changeScopeType.mutateAsync({ scope, type }).catch(() => undefined),
    [changeScopeType],
  );
  const columns = useClientScopeColumns(realm, canChangeType ? changeType : undefined);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ClientScopeRow>({
    titleKey: "deleteClientScopeTitle",
    messageKey: "deleteConfirmClientScopeNamed",
    onDelete: deleteScope.mutateAsync,
  });

  const rowActions: RowAction<ClientScopeRow>[] = canManage ? [deleteRowAction(confirmDelete)] : [];

  const changeFilter = (next: ClientScopeFilter) => {
    setFilter(next);
    setView((current) => ({ ...current, page: 0 }));
  };
  const toCreate = () => void navigate({ to: "/$realm/client-scopes/new", params: { realm } });

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
          toolbar={() => (
            <HStack gap="2">
              <FilterSelect
                label={t("assignedType")}
                allLabel={t("allTypes")}
                value={filter.type}
                options={CLIENT_SCOPE_TYPES.map((type) => ({ value: type, label: t(clientScopeTypeKey(type)) }))}
                onChange={(type) => changeFilter({ ...filter, type })}
              />
              <FilterSelect
                label={t("protocol")}
                allLabel={t("allProtocols")}
                value={filter.protocol}
                options={PROTOCOLS.map((protocol) => ({ value: protocol, label: protocolName(t, protocol) }))}
                onChange={(protocol) => changeFilter({ ...filter, protocol })}
              />
              {canManage && (
                <PrimaryButton size="sm" onClick={toCreate}>
                  {t("createClientScope")}
                </PrimaryButton>
              )}
            </HStack>
          )}
          activeFilterCount={(filter.type ? 1 : 0) + (filter.protocol ? 1 : 0)}
          onClearFilters={() => changeFilter({})}
          rowActions={rowActions}
          emptyState={{
            messageKey: "emptyClientScopes",
            instructionsKey: "emptyClientScopesRealmInstructions",
            ...(canManage ? { actionKey: "createClientScope", onAction: toCreate } : {}),
          }}
        />
      </Stack>
    </Box>
  );
}
