"use client";

import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction, SelectionButton } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess, useAlerts } from "@/lib/console-context";
import { useRunBulkUserAction, useUsersSource, type BruteUser } from "@/lib/queries/users";
import { useUserColumns } from "./list/userColumns";
import { BulkUserActions } from "./list/BulkUserActions";
import { UsersCsvActions } from "./csv/UsersCsvActions";

/**
 * The realm's users with their status, searched and paged by the server. Admins who manage users delete one
 * (row action) or the selected ones (toolbar), after confirming.
 */
export function UserDataTable({ realm }: { realm: string }) {
  const t = useTranslations();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const canManage = useAccess().hasAny("manage-users");
  const source = useUsersSource(realm);
  const runBulk = useRunBulkUserAction(realm);
  const columns = useUserColumns(realm);

  const [selected, setSelected] = useState<BruteUser[]>([]);
  const deleteUsers = async (users: BruteUser[]) => {
    const summary = await runBulk({ kind: "delete" }, users);
    if (summary.failed.length > 0) addError("userDeletedError", summary.failed[0].error);
    if (summary.succeeded.length > 0)
      addAlert(t("usersDeletedSuccess", { count: summary.succeeded.length }), "success");
  };
  const [askToDelete, deleteDialog] = useConfirmDelete<BruteUser[]>({
    titleKey: "deleteConfirmUsers",
    messageKey: "deleteUsersConfirmDialog",
    messageValues: (users) => ({ count: users.length, name: users[0]?.username ?? "" }),
    onDelete: deleteUsers,
  });

  const goToCreate = () => void navigate({ to: "/$realm/users/add-user", params: { realm } });
  const rowActions = (user: BruteUser): RowAction<BruteUser>[] =>
    canManage ? [deleteRowAction(() => askToDelete([user]))] : [];

  return (
    <>
      {deleteDialog}
      <DataTable<BruteUser>
        source={source}
        columns={columns}
        ariaLabelKey="users"
        searchPlaceholderKey="searchForUser"
        canSelect={canManage}
        onSelect={setSelected}
        rowActions={rowActions}
        emptyState={{
          messageKey: "noUsersFound",
          instructionsKey: "emptyInstructions",
          ...(canManage ? { actionKey: "createNewUser", onAction: goToCreate } : {}),
        }}
        createAction={canManage ? { labelKey: "addUser", onClick: goToCreate } : undefined}
        toolbar={() => (
          <>
            {canManage && (
              <>
                <SelectionButton rows={selected} onClick={askToDelete} danger>
                  {t("deleteUser")}
                </SelectionButton>
                <BulkUserActions realm={realm} users={selected} />
              </>
            )}
            <UsersCsvActions realm={realm} />
          </>
        )}
      />
    </>
  );
}
