"use client";

import { useState } from "react";
import { Stack } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { deleteRowAction, DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeleteFlow, useFlowsSource, type UiFlow } from "@/lib/queries/authentication";
import { useRealmName } from "@/lib/router/useRealmName";
import { BindFlowDialog } from "./flows/BindFlowDialog";
import { DuplicateFlowDialog } from "./flows/DuplicateFlowDialog";
import { useFlowColumns } from "./flows/flowColumns";
import { isFlowDeletable } from "./usedBy";

/**
 * /{realm}/authentication: the realm's top-level flows with what uses them. Managers duplicate any flow, bind one
 * that is not a realm default, delete unused custom flows and create new ones.
 */
export function FlowsTab() {
  const realm = useRealmName();
  const navigate = useNavigate();
  const source = useFlowsSource(realm);
  const deleteFlow = useDeleteFlow(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const columns = useFlowColumns(realm);
  const [duplicating, setDuplicating] = useState<UiFlow>();
  const [binding, setBinding] = useState<UiFlow>();
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<UiFlow>({
    titleKey: "deleteConfirmFlow",
    messageKey: "deleteConfirmFlowMessage",
    messageValues: (item) => ({ flow: item.alias ?? "" }),
    onDelete: deleteFlow.mutateAsync,
  });

  const rowActions = (flow: UiFlow): RowAction<UiFlow>[] =>
    canManage
      ? [
          { labelKey: "duplicate", onClick: setDuplicating },
          ...(flow.usedBy?.type !== "DEFAULT" ? [{ labelKey: "bindFlow", onClick: setBinding }] : []),
          ...(isFlowDeletable(flow) ? [deleteRowAction(confirmDelete)] : []),
        ]
      : [];

  const createFlow = () => void navigate({ to: "/$realm/authentication/flows/create", params: { realm } });

  return (
    <Stack py="4">
      {DeleteConfirm}
      <DuplicateFlowDialog realm={realm} flow={duplicating} onClose={() => setDuplicating(undefined)} />
      <BindFlowDialog realm={realm} flow={binding} onClose={() => setBinding(undefined)} />
      <DataTable<UiFlow>
        source={source}
        columns={columns}
        ariaLabelKey="flows"
        searchPlaceholderKey="searchForFlow"
        urlStatePrefix="flows"
        rowActions={rowActions}
        createAction={canManage ? { labelKey: "createFlow", onClick: createFlow } : undefined}
        emptyState={{ messageKey: "emptyAuthenticationFlows", instructionsKey: "emptyAuthenticationInstructions" }}
      />
    </Stack>
  );
}
