"use client";

import { useMemo, useState } from "react";
import { HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import {
  deleteRowAction,
  DataTable,
  type EmptyStateConfig,
  type RowAction,
  SelectionButton,
} from "@/components/kit/data-table";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useChildGroupsSource, useCreateGroup, useDeleteGroups, type GroupRow } from "@/lib/queries/groups";
import { groupColumns } from "./groupColumns";
import { GroupNameDialog } from "./GroupNameDialog";
import { useGroupRowActions } from "./useGroupRowActions";

export type GroupTableProps = {
  realm: string;
  /** Ids from the top level down to the group whose children are listed; empty for the top level. */
  path: readonly string[];
  canManage: boolean;
};

/**
 * The children of the group at `path` (the top-level groups at the root), paged and searched by the server; a
 * search at the top finds groups at any depth. Admins who manage users create, rename, duplicate, move and
 * delete groups (deleting asks first and takes the subtree).
 */
export function GroupTable({ realm, path, canManage }: GroupTableProps) {
  const t = useTranslations();
  const parentId = path[path.length - 1];
  const source = useChildGroupsSource(realm, parentId);
  const createGroup = useCreateGroup(realm);
  const deleteGroups = useDeleteGroups(realm);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<GroupRow[]>([]);
  const pathKey = path.join("/");
  const columns = useMemo(() => groupColumns(t, realm, pathKey ? pathKey.split("/") : []), [t, realm, pathKey]);
  // a search match at the top level sits under its last ancestor
  const rowActions = useGroupRowActions(realm, (row) => row.ancestorIds[row.ancestorIds.length - 1] ?? parentId);

  const [confirmDelete, deleteDialog] = useConfirmDialog({
    titleKey: "deleteGroupConfirmTitle",
    messageKey: "deleteConfirmGroup",
    messageValues: { count: deleting.length, groupName: deleting[0]?.name ?? "" },
    continueKey: "delete",
    variant: "danger",
    onConfirm: () => deleteGroups.mutateAsync(deleting).catch(() => undefined),
  });
  const askToDelete = (groups: GroupRow[]) => {
    setDeleting(groups);
    confirmDelete();
  };
  const actions = (row: GroupRow): RowAction<GroupRow>[] =>
    canManage ? [...rowActions.actions(row), deleteRowAction(() => askToDelete([row]))] : [];

  const emptyState: EmptyStateConfig = {
    ...(parentId
      ? { messageKey: "noGroupsInThisSubGroup", instructionsKey: "noGroupsInThisSubGroupInstructions" }
      : { messageKey: "noGroupsInThisRealm", instructionsKey: "noGroupsInThisRealmInstructions" }),
    ...(canManage ? { actionKey: "createGroup", onAction: () => setCreating(true) } : {}),
  };

  return (
    <>
      {deleteDialog}
      {rowActions.dialogs}
      {creating && (
        <GroupNameDialog
          titleKey={parentId ? "createChildGroup" : "createAGroup"}
          submitKey="create"
          onSubmit={(name) => createGroup.mutateAsync({ parentId, name })}
          onClose={() => setCreating(false)}
        />
      )}
      <DataTable<GroupRow>
        source={source}
        columns={columns}
        ariaLabelKey={parentId ? "childGroups" : "groups"}
        searchPlaceholderKey="searchForGroups"
        urlStatePrefix="children"
        canSelect={canManage}
        rowActions={canManage ? actions : undefined}
        emptyState={emptyState}
        toolbar={({ selectedRows }) =>
          canManage && (
            <HStack gap="3">
              <PrimaryButton size="sm" onClick={() => setCreating(true)}>
                {t("createGroup")}
              </PrimaryButton>
              <SelectionButton rows={selectedRows} onClick={askToDelete}>
                {t("delete")}
              </SelectionButton>
            </HStack>
          )
        }
      />
    </>
  );
}
