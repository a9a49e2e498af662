"use client";

import { useMemo } from "react";
import { Badge } from "@chakra-ui/react";
import type OrganizationInvitationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationInvitationRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import {
  useDeleteOrganizationInvitation,
  useOrganizationInvitationsSource,
  useResendOrganizationInvitation,
} from "@/lib/queries/organizations";

export type OrganizationInvitationsTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

/** Keycloak reports an invitation's times in seconds. */
const inMillis = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);

/** The organization's invitations with their status; realm managers resend one or withdraw it (asked first). */
export function OrganizationInvitationsTab({ realm, organization, readOnly }: OrganizationInvitationsTabProps) {
  const t = useTranslations();
  const id = organization.id ?? "";
  const source = useOrganizationInvitationsSource(realm, id);
  const resend = useResendOrganizationInvitation(realm, id);
  const withdraw = useDeleteOrganizationInvitation(realm, id);
  const [askDelete, deleteDialog] = useConfirmDelete<OrganizationInvitationRepresentation>({
    titleKey: "deleteInvitationTitle",
    messageKey: "deleteInvitationConfirm",
    messageValues: (invitation) => ({ email: invitation.email ?? "" }),
    onDelete: withdraw.mutateAsync,
  });

  const columns = useMemo<DataTableColumn<OrganizationInvitationRepresentation>[]>(
    () => [
      { id: "email", header: () => t("email"), cell: ({ row }) => row.original.email ?? "" },
      { id: "firstName", header: () => t("firstName"), cell: ({ row }) => row.original.firstName ?? "—" },
      { id: "lastName", header: () => t("lastName"), cell: ({ row }) => row.original.lastName ?? "—" },
      {
        id: "sentDate",
        header: () => t("sentDate"),
        cell: ({ row }) => <FormattedDate time={inMillis(row.original.sentDate)} />,
      },
      {
        id: "expiresAt",
        header: () => t("expiresAt"),
        cell: ({ row }) => <FormattedDate time={inMillis(row.original.expiresAt)} />,
      },
      {
        id: "status",
        header: () => t("status"),
        cell: ({ row }) => (
          <Badge colorPalette={row.original.status === "EXPIRED" ? "red" : "blue"}>
            {t(row.original.status === "EXPIRED" ? "invitationExpired" : "invitationPending")}
          </Badge>
        ),
      },
    ],
    [t],
  );

  const rowActions: RowAction<OrganizationInvitationRepresentation>[] = [
    { labelKey: "resend", onClick: (invitation) => resend.mutate(invitation) },
    deleteRowAction(askDelete),
  ];

  return (
    <>
      {deleteDialog}
      <DataTable<OrganizationInvitationRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="invitations"
        searchPlaceholderKey="searchInvitation"
        urlStatePrefix="invitations"
        rowActions={readOnly ? undefined : rowActions}
        emptyState={{ messageKey: "emptyInvitations", instructionsKey: "emptyInvitationsInstructions" }}
      />
    </>
  );
}
