"use client";

import { useCallback, useState } from "react";
import { Box, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate, useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { deleteRowAction, DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeletePageComponent, usePageComponentsSource } from "@/lib/queries/components";
import { useRealm } from "@/lib/queries/realms";
import { usePageItemColumns } from "./pageItemColumns";
import { configValue, usePageProvider, type PageProvider } from "./usePageProvider";

/** /{realm}/page-section/{providerId}: the items of a declarative admin page; search, add, delete. */
export default function PageListScreen() {
  const { realm, providerId } = useParams({ from: "/$realm/page-section/$providerId" });
  const provider = usePageProvider(providerId);
  const realmQuery = useRealm(realm);
  if (!provider) return <PageNotFound />;
  return (
    <QueryState query={realmQuery}>
      {(representation) => <PageItemList realm={realm} realmId={representation.id ?? ""} provider={provider} />}
    </QueryState>
  );
}

type PageItemListProps = { realm: string; realmId: string; provider: PageProvider };

function PageItemList({ realm, realmId, provider }: PageItemListProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const searchText = useCallback(
    (item: ComponentRepresentation) => provider.displayFields.map((name) => configValue(item.config, name)).join(" "),
    [provider],
  );
  const source = usePageComponentsSource(realm, realmId, provider.id, searchText);
  const columns = usePageItemColumns(realm, provider);
  const remove = useDeletePageComponent(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "itemDeleteConfirmTitle",
    messageKey: "itemDeleteConfirm",
    onDelete: remove.mutateAsync,
  });
  const rowActions: RowAction<ComponentRepresentation>[] = canManage ? [deleteRowAction(askDelete)] : [];
  const toAdd = () =>
    void navigate({ to: "/$realm/page-section/$providerId/add", params: { realm, providerId: provider.id } });

  return (
    <Box>
      <PageHeader title={provider.name} subtitle={provider.helpText} />
      <Stack px="6" py="4">
        {deleteDialog}
        <DataTable<ComponentRepresentation>
          source={source}
          columns={columns}
          ariaLabelKey="list"
          searchPlaceholderKey="searchItem"
          state={view}
          onStateChange={setView}
          createAction={canManage ? { labelKey: "createItem", onClick: toAdd } : undefined}
          rowActions={rowActions}
          emptyState={{
            messageKey: "noItems",
            instructionsKey: "noItemsInstructions",
          }}
        />
      </Stack>
    </Box>
  );
}
