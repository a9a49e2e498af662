"use client";

import { useMemo, useState } from "react";
import { Button, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, SelectionButton, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { NameLink } from "@/components/kit/ui/NameLink";
import {
  useAddOrganizationMembers,
  useInviteExistingOrganizationMembers,
  useOrganizationMembersSource,
  useRemoveOrganizationMembers,
  type MembershipType,
  type OrganizationMemberRow,
} from "@/lib/queries/organizations";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { MembershipTypeFilter } from "./MembershipTypeFilter";
import { membershipTypeLabel } from "./membershipTypeLabels";
import { PickUsersDialog } from "./PickUsersDialog";

export type OrganizationMembersTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

type OpenDialog = "add" | "invite" | "inviteExisting" | undefined;

/**
 * The organization's members, searched and filtered by membership type on the server. Realm managers add realm
 * users through the picker, invite someone by e-mail or invite existing users, and remove members (asked first).
 */
export function OrganizationMembersTab({ realm, organization, readOnly }: OrganizationMembersTabProps) {
  const t = useTranslations();
  const id = organization.id ?? "";
  const [membershipType, setMembershipType] = useState<MembershipType | undefined>();
  const [dialog, setDialog] = useState<OpenDialog>();
  const source = useOrganizationMembersSource(realm, id, membershipType);
  const addMembers = useAddOrganizationMembers(realm, id);
  const inviteExisting = useInviteExistingOrganizationMembers(realm, id);
  const removeMembers = useRemoveOrganizationMembers(realm, id);
  const close = () => setDialog(undefined);

  const [askRemove, removeDialog] = useConfirmDelete<OrganizationMemberRow[]>({
    titleKey: "removeMemberTitle",
    messageKey: "removeMemberConfirm",
    messageValues: (rows) => ({ count: rows.length, name: rows[0]?.username ?? "" }),
    continueKey: "remove",
    onDelete: removeMembers.mutateAsync,
  });

  const columns = useMemo<DataTableColumn<OrganizationMemberRow>[]>(
    () => [
      {
        id: "username",
        header: () => t("username"),
        cell: ({ row }) => (
          <NameLink
            name={row.original.username ?? ""}
            to="/$realm/users/$id/$tab"
            params={{ realm, id: row.original.id ?? "", tab: "settings" }}
          />
        ),
      },
      { id: "email", header: () => t("email"), cell: ({ row }) => row.original.email ?? "—" },
      { id: "firstName", header: () => t("firstName"), cell: ({ row }) => row.original.firstName ?? "—" },
      { id: "lastName", header: () => t("lastName"), cell: ({ row }) => row.original.lastName ?? "—" },
      {
        id: "membershipType",
        header: () => t("membershipType"),
        cell: ({ row }) => membershipTypeLabel(t, row.original.membershipType),
      },
    ],
    [t, realm],
  );

  const rowActions: RowAction<OrganizationMemberRow>[] = [
    { labelKey: "remove", danger: true, onClick: (row) => askRemove([row]) },
  ];

  return (
    <>
      {removeDialog}
      {dialog === "add" && (
        <PickUsersDialog
          realm={realm}
          organizationId={id}
          title={t("addRealmUser")}
          confirmLabel={t("add")}
          onClose={close}
          onConfirm={(users) => addMembers.mutateAsync(users)}
        />
      )}
      {dialog === "inviteExisting" && (
        <PickUsersDialog
          realm={realm}
          organizationId={id}
          title={t("inviteExistingUser")}
          confirmLabel={t("send")}
          onClose={close}
          onConfirm={(users) => inviteExisting.mutateAsync(users)}
        />
      )}
      {dialog === "invite" && <InviteMemberDialog realm={realm} organizationId={id} onClose={close} />}
      <DataTable<OrganizationMemberRow>
        source={source}
        columns={columns}
        ariaLabelKey="membersList"
        searchPlaceholderKey="searchMember"
        urlStatePrefix="members"
        canSelect={!readOnly}
        rowActions={readOnly ? undefined : rowActions}
        activeFilterCount={membershipType ? 1 : 0}
        onClearFilters={() => setMembershipType(undefined)}
        emptyState={{
          messageKey: "emptyMembers",
          instructionsKey: readOnly ? undefined : "emptyMembersInstructions",
          ...(readOnly ? {} : { actionKey: "addRealmUser", onAction: () => setDialog("add") }),
        }}
        toolbar={({ selectedRows }) => (
          <HStack gap="3" wrap="wrap">
            <MembershipTypeFilter value={membershipType} onChange={setMembershipType} />
            {!readOnly && (
              <>
                <PrimaryButton size="sm" onClick={() => setDialog("add")}>
                  {t("addRealmUser")}
                </PrimaryButton>
                <Button size="sm" variant="outline" onClick={() => setDialog("invite")}>
                  {t("inviteMember")}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDialog("inviteExisting")}>
                  {t("inviteExistingUser")}
                </Button>
                <SelectionButton rows={selectedRows} onClick={askRemove}>
                  {t("removeMember")}
                </SelectionButton>
              </>
            )}
          </HStack>
        )}
      />
    </>
  );
}
