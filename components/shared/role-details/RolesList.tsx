"use client";

import { useMemo } from "react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import type { Translate } from "@/lib/errors";
import type { TableSource } from "@/lib/paging";
import { useDeleteRole, type RoleContainer } from "@/lib/queries/roleDetails";
import { roleListColumns, type RoleLink } from "./roleListColumns";

export type RolesListProps = {
  realm: string;
  container: RoleContainer;
  source: TableSource<RoleRepresentation>;
  /** Message key of the table's accessible name. */
  ariaLabelKey: string;
  link: RoleLink;
  /** Whether the admin may create and delete the container's roles. */
  canManage: boolean;
  /** A role that cannot be deleted here (the realm's default role). */
  isProtected?(role: RoleRepresentation): boolean;
  onCreate(): void;
};

/** A realm's or a client's roles, searched and paged by the server; admins who may manage them create and delete. */
export function RolesList({
  realm,
  container,
  source,
  ariaLabelKey,
  link,
  canManage,
  isProtected,
  onCreate,
}: RolesListProps) {
  const t = useTranslations();
  const deleteRole = useDeleteRole(realm, container);
  const columns = useMemo(() => roleListColumns(t as unknown as Translate, link), [t, link]);

  const [confirmDelete, deleteDialog] = useConfirmDelete<RoleRepresentation>({
    titleKey: "roleDeleteConfirm",
    messageKey: "roleDeleteConfirmDialog",
    messageValues: (role) => ({ selectedRoleName: role.name ?? "" }),
    onDelete: (role) => deleteRole.mutateAsync(role.id ?? ""),
  });

  const rowActions = (role: RoleRepresentation): RowAction<RoleRepresentation>[] =>
    canManage && !isProtected?.(role) ? [deleteRowAction(confirmDelete)] : [];

  return (
    <>
      {deleteDialog}
      <DataTable<RoleRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey={ariaLabelKey}
        searchPlaceholderKey="searchForRoles"
        rowActions={rowActions}
        emptyState={{
          messageKey: "noRealmRoles",
          instructionsKey: "noRealmRolesInstructions",
        }}
        createAction={canManage ? { labelKey: "createRole", onClick: onCreate } : undefined}
      />
    </>
  );
}
