"use client";

import { useMemo, useState } from "react";
import { Badge, Checkbox, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import {
  DataTable,
  TEXT_COLUMN_MAX_W,
  type DataTableColumn,
  type RowAction,
  SelectionButton,
} from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { NameLink } from "@/components/kit/ui/NameLink";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAddMembers, useGroupMembersSource, useRemoveMembers, type MemberRow } from "@/lib/queries/groups";
import { AddMembersDialog } from "./AddMembersDialog";

export type MembersTabProps = { realm: string; group: GroupRepresentation; canManage: boolean };

/**
 * The group's members: direct ones, or with 'include sub-group users' also the members of its subgroups. Admins who
 * manage membership add users through a picker and remove direct members (asked first).
 */
export function MembersTab({ realm, group, canManage }: MembersTabProps) {
  const t = useTranslations();
  const groupId = group.id ?? "";
  const groupPath = group.path ?? `/${group.name ?? ""}`;
  const [includeSubGroups, setIncludeSubGroups] = useState(false);
  const [adding, setAdding] = useState(false);
  const source = useGroupMembersSource(realm, groupId, groupPath, includeSubGroups);
  const addMembers = useAddMembers(realm, groupId);
  const removeMembers = useRemoveMembers(realm, groupId);
  const isDirect = (row: MemberRow) => row.via.includes(groupPath);

  const [askLeave, leaveDialog] = useConfirmDelete<MemberRow[]>({
    titleKey: "removeMembersTitle",
    messageKey: "removeMembersConfirm",
    messageValues: (rows) => ({ count: rows.length, name: rows[0]?.username ?? "", group: group.name ?? "" }),
    continueKey: "remove",
    onDelete: removeMembers.mutateAsync,
  });

  const columns = useMemo<DataTableColumn<MemberRow>[]>(
    () => [
      {
        id: "username",
        header: () => t("username"),
        cell: ({ row }) => (
          <HStack gap="2">
            <NameLink
              name={row.original.username ?? ""}
              to="/$realm/users/$id/$tab"
              params={{ realm, id: row.original.id ?? "", tab: "settings" }}
            />
            {row.original.enabled === false && <Badge colorPalette="red">{t("disabled")}</Badge>}
          </HStack>
        ),
      },
      { id: "email", header: () => t("email"), cell: ({ row }) => row.original.email ?? "—" },
      { id: "firstName", header: () => t("firstName"), cell: ({ row }) => row.original.firstName ?? "—" },
      { id: "lastName", header: () => t("lastName"), cell: ({ row }) => row.original.lastName ?? "—" },
      ...(includeSubGroups
        ? [
            {
              id: "membership",
              header: () => t("membership"),
              cell: ({ row }) => (
                <TruncatedText text={row.original.via.join(", ")} lines={2} fontSize="sm" maxW={TEXT_COLUMN_MAX_W} />
              ),
            } satisfies DataTableColumn<MemberRow>,
          ]
        : []),
    ],
    [t, realm, includeSubGroups],
  );

  const rowActions = (row: MemberRow): RowAction<MemberRow>[] =>
    canManage && isDirect(row) ? [{ labelKey: "leave", danger: true, onClick: () => askLeave([row]) }] : [];

  const includeToggle = (
    <Checkbox.Root
      size="sm"
      checked={includeSubGroups}
      onCheckedChange={({ checked }) => setIncludeSubGroups(checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t("includeSubGroups")}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <>
      {leaveDialog}
      <HStack pt="3">{includeToggle}</HStack>
      {adding && (
        <AddMembersDialog
          realm={realm}
          groupName={group.name ?? ""}
          onClose={() => setAdding(false)}
          onAdd={(users) => addMembers.mutateAsync(users)}
        />
      )}
      <DataTable<MemberRow>
        source={source}
        columns={columns}
        ariaLabelKey="members"
        urlStatePrefix="members"
        canSelect={canManage}
        isRowSelectable={isDirect}
        rowActions={canManage ? rowActions : undefined}
        isSearching={includeSubGroups}
        emptyState={{
          messageKey: "noGroupMembers",
          instructionsKey: canManage ? "noGroupMembersInstructions" : undefined,
          ...(canManage ? { actionKey: "addMember", onAction: () => setAdding(true) } : {}),
        }}
        toolbar={({ selectedRows }) =>
          canManage && (
            <HStack gap="3">
              <PrimaryButton size="sm" onClick={() => setAdding(true)}>
                {t("addMember")}
              </PrimaryButton>
              <SelectionButton rows={selectedRows} onClick={askLeave}>
                {t("leave")}
              </SelectionButton>
            </HStack>
          )
        }
      />
    </>
  );
}
