"use client";

import { useMemo } from "react";
import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/data-table";
import { useConfirmDelete } from "@/components/kit/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeleteFlow, useFlowsSource, type UiFlow } from "@/lib/queries/authentication";
import { useRealmName } from "@/lib/router/useRealmName";
import { isFlowDeletable, usedByKey } from "./usedBy";

function UsedBy({ flow }: { flow: UiFlow }) {
  const t = useTranslations();
  const values = flow.usedBy?.values ?? [];
  return (
    <Stack gap="0">
      <Text color={flow.usedBy ? undefined : "fg.muted"}>{t(usedByKey(flow))}</Text>
      {values.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {values.join(", ")}
        </Text>
      )}
    </Stack>
  );
}

function useColumns(): DataTableColumn<UiFlow>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "alias",
        header: t("flowName"),
        cell: ({ row }) => (
          <HStack gap="2">
            <Text>{row.original.alias}</Text>
            {row.original.builtIn && <Badge>{t("buildIn")}</Badge>}
          </HStack>
        ),
      },
      { id: "usedBy", header: t("usedBy"), cell: ({ row }) => <UsedBy flow={row.original} /> },
      { id: "description", header: t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t],
  );
}

/** /{realm}/authentication: the realm's top-level flows with what uses them; unused custom flows can be deleted. */
export function FlowsTab() {
  const realm = useRealmName();
  const source = useFlowsSource(realm);
  const deleteFlow = useDeleteFlow(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const columns = useColumns();
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<UiFlow>({
    titleKey: "deleteConfirmFlow",
    messageKey: "deleteConfirmFlowMessage",
    messageValues: (item) => ({ flow: item.alias ?? "" }),
    onDelete: deleteFlow.mutateAsync,
  });

  const rowActions = (flow: UiFlow): RowAction<UiFlow>[] =>
    canManage && isFlowDeletable(flow) ? [{ labelKey: "delete", danger: true, onClick: confirmDelete }] : [];

  return (
    <Stack py="4">
      {DeleteConfirm}
      <DataTable<UiFlow>
        source={source}
        columns={columns}
        ariaLabelKey="flows"
        searchPlaceholderKey="searchForFlow"
        urlStatePrefix="flows"
        rowActions={rowActions}
        emptyState={{ messageKey: "emptyAuthenticationFlows", instructionsKey: "emptyAuthenticationInstructions" }}
      />
    </Stack>
  );
}
