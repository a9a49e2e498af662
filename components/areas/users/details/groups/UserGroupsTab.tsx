"use client";

import { useMemo, useState } from "react";
import { Badge, Checkbox, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, TEXT_COLUMN_MAX_W, type DataTableColumn, SelectionButton } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useJoinGroups, useLeaveGroups, useUserGroupsSource } from "@/lib/queries/users";
import { GroupPickerDialog } from "@/components/shared/group-picker/GroupPickerDialog";
import type { MembershipRow } from "@/lib/groups/memberships";

export type UserGroupsTabProps = { realm: string; userId: string; username: string; canManage: boolean };

/** The user's groups: direct memberships, or with 'direct membership' off also the groups they inherit. */
export function UserGroupsTab({ realm, userId, username, canManage }: UserGroupsTabProps) {
  const t = useTranslations();
  const canPick = useAccess().hasAny("query-groups");
  const [direct, setDirect] = useState(true);
  const [pickerOpen, setPickerOpen] = useState(false);
  const source = useUserGroupsSource(realm, userId, direct);
  const join = useJoinGroups(realm, userId);
  const leave = useLeaveGroups(realm, userId);

  const [askLeave, leaveDialog] = useConfirmDelete<MembershipRow[]>({
    titleKey: "leaveGroup",
    messageKey: "leaveGroupConfirmDialog",
    messageValues: (rows) => ({ count: rows.length, groupname: rows[0]?.name ?? "", username }),
    continueKey: "leave",
    onDelete: leave.mutateAsync,
  });

  const columns = useMemo<DataTableColumn<MembershipRow>[]>(
    () => [
      {
        id: "name",
        header: () => t("groupName"),
        cell: ({ row }) => (
          <HStack gap="2">
            <TruncatedText text={row.original.name ?? ""} maxW={TEXT_COLUMN_MAX_W} />
            {row.original.inherited && <Badge colorPalette="gray">{t("inherited")}</Badge>}
          </HStack>
        ),
      },
      { id: "path", header: () => t("path"), cell: ({ row }) => row.original.path },
    ],
    [t],
  );

  return (
    <>
      {leaveDialog}
      <GroupPickerDialog
        realm={realm}
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(groups: GroupRepresentation[]) => join.mutateAsync(groups)}
      />
      <DataTable<MembershipRow>
        source={source}
        columns={columns}
        ariaLabelKey="groups"
        getRowId={(row) => row.id ?? row.path ?? ""}
        searchPlaceholderKey="searchGroup"
        urlStatePrefix="groups"
        canSelect={canManage}
        isRowSelectable={(row) => !row.inherited}
        rowActions={(row) =>
          canManage && !row.inherited ? [{ labelKey: "leave", danger: true, onClick: () => askLeave([row]) }] : []
        }
        emptyState={{
          messageKey: "noGroups",
          instructionsKey: "noGroupsText",
          ...(canManage && canPick ? { actionKey: "joinGroup", onAction: () => setPickerOpen(true) } : {}),
        }}
        toolbar={({ selectedRows }) => (
          <HStack gap="3">
            <Checkbox.Root checked={direct} onCheckedChange={({ checked }) => setDirect(checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t("directMembership")}</Checkbox.Label>
            </Checkbox.Root>
            {canManage && canPick && (
              <PrimaryButton size="sm" onClick={() => setPickerOpen(true)}>
                {t("joinGroup")}
              </PrimaryButton>
            )}
            {canManage && (
              <SelectionButton rows={selectedRows} onClick={askLeave}>
                {t("leave")}
              </SelectionButton>
            )}
          </HStack>
        )}
      />
    </>
  );
}
