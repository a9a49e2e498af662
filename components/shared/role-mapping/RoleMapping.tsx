"use client";

import { useMemo, useState } from "react";
import { Box, Checkbox } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction, SelectionButton } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess, useAdminClient } from "@/lib/console-context";
import {
  availableRealmRolesLoader,
  useAssignRoles,
  useRoleMappingRows,
  useUnassignRoles,
  type RoleMappingKind,
  type RoleRow,
} from "@/lib/queries/roleMappings";
import { type MappedRole, type RoleMappingRow } from "@/lib/roles/effectiveRoles";
import { MANAGE_ROLE_MAPPINGS } from "./manageRoleMappings";
import { roleMappingColumns } from "./roleMappingColumns";
import { RoleMappingEmptyState } from "./RoleMappingEmptyState";
import { RolePicker } from "./RolePicker";

export type RoleMappingProps = {
  realm: string;
  /** What the roles are mapped to; "roles" shows a role's associated (composite) roles. */
  kind: RoleMappingKind;
  /** The user's, group's, role's, client's or client scope's id. */
  id: string;
  /**
   * Whether the admin may change the mappings, when the kind alone does not say it: a client role's associated roles
   * are managed with the client (manage-clients), a realm role's with the realm.
   */
  canManage?: boolean;
};

const rowId = (row: RoleMappingRow) => row.role.id ?? `${row.client?.id ?? ""}/${row.role.name ?? ""}`;

const pickedRole = ({ role, client }: RoleRow): MappedRole => ({
  role,
  client: client ? { id: client.id ?? "", clientId: client.clientId ?? "" } : undefined,
});

/**
 * The realm and client roles mapped to a user, group, role, client or client scope: direct mappings, or with
 * 'hide inherited roles' off every effective role. Admins who may manage the target assign and unassign roles.
 */
export function RoleMapping({ realm, kind, id, canManage: allowed }: RoleMappingProps) {
  const t = useTranslations();
  const adminClient = useAdminClient();
  const mayManageKind = useAccess().hasAny(MANAGE_ROLE_MAPPINGS[kind]);
  const canManage = allowed ?? mayManageKind;
  const target = useMemo(() => ({ realm, kind, id }), [realm, kind, id]);
  const [hideInherited, setHideInherited] = useState(true);
  const [pickerOpen, setPickerOpen] = useState(false);
  const assign = useAssignRoles(target);
  const unassign = useUnassignRoles(target);

  const { rows: allRows, source } = useRoleMappingRows(target, hideInherited);
  const realmRolesLoader = useMemo(() => availableRealmRolesLoader(adminClient, target), [adminClient, target]);
  const columns = useMemo(() => roleMappingColumns(t), [t]);

  // the mutation shows the server's error itself
  const [askToRemove, confirmDialog] = useConfirmDelete<RoleMappingRow[]>({
    titleKey: "removeMappingTitle",
    messageKey: "removeMappingConfirm",
    messageValues: (rows) => ({ count: rows.length, name: rows[0]?.role.name ?? "" }),
    continueKey: "remove",
    onDelete: (rows) => unassign.mutateAsync(rows),
  });
  const rowActions = (row: RoleMappingRow): RowAction<RoleMappingRow>[] =>
    row.inherited ? [] : [{ labelKey: "unAssignRole", danger: true, onClick: () => askToRemove([row]) }];

  const openPicker = () => setPickerOpen(true);
  const hideInheritedToggle = (
    <Checkbox.Root
      size="sm"
      checked={hideInherited}
      onCheckedChange={({ checked }) => setHideInherited(checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t("hideInheritedRoles")}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <Box>
      {confirmDialog}
      {pickerOpen && (
        <RolePicker
          open
          onClose={() => setPickerOpen(false)}
          onAssign={(rows) => assign.mutateAsync(rows.map(pickedRole)).catch(() => undefined)}
          realm={realm}
          resource={{ type: kind, id }}
          loadRealmRoles={realmRolesLoader}
        />
      )}
      {allRows.data?.length === 0 ? (
        <RoleMappingEmptyState
          kind={kind}
          onAssign={canManage ? openPicker : undefined}
          onShowInherited={hideInherited ? () => setHideInherited(false) : undefined}
        />
      ) : (
        <DataTable<RoleMappingRow>
          source={source}
          columns={columns}
          ariaLabelKey={kind === "roles" ? "associatedRolesText" : "roleMapping"}
          getRowId={rowId}
          searchPlaceholderKey="searchByName"
          urlStatePrefix={false}
          canSelect={canManage}
          isRowSelectable={(row) => !row.inherited}
          rowActions={canManage ? rowActions : undefined}
          toolbar={({ selectedRows }) => (
            <>
              {hideInheritedToggle}
              {canManage && (
                <>
                  <PrimaryButton size="sm" onClick={openPicker}>
                    {t("assignRole")}
                  </PrimaryButton>
                  <SelectionButton rows={selectedRows} onClick={askToRemove}>
                    {t("unAssignRole")}
                  </SelectionButton>
                </>
              )}
            </>
          )}
        />
      )}
    </Box>
  );
}
