"use client";

import { useMemo } from "react";
import { Tag, Wrap } from "@chakra-ui/react";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useConsentsSource, useRevokeConsent } from "@/lib/queries/users";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";

export type UserConsentsTabProps = { realm: string; userId: string; canManage: boolean };

/** The clients the user granted consent to, with the granted scopes; revoking asks first. */
export function UserConsentsTab({ realm, userId, canManage }: UserConsentsTabProps) {
  const t = useTranslations();
  const source = useConsentsSource(realm, userId);
  const revoke = useRevokeConsent(realm, userId);
  const [confirmRevoke, revokeDialog] = useConfirmDelete<string>({
    titleKey: "revokeClientScopesTitle",
    messageKey: "revokeClientScopes",
    messageValues: (clientId) => ({ clientId }),
    continueKey: "revoke",
    onDelete: (clientId) => revoke.mutateAsync(clientId),
  });

  const columns = useMemo<DataTableColumn<UserConsentRepresentation>[]>(
    () => [
      { id: "client", header: () => t("client"), cell: ({ row }) => row.original.clientId },
      {
        id: "grantedClientScopes",
        header: () => t("grantedClientScopes"),
        cell: ({ row }) => (
          <Wrap gap="1">
            {(row.original.grantedClientScopes ?? []).map((scope) => (
              <Tag.Root key={scope} size="sm">
                <Tag.Label>{scope}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ),
      },
      {
        id: "createdDate",
        header: () => t("created"),
        cell: ({ row }) => <FormattedDate time={row.original.createdDate} />,
      },
      {
        id: "lastUpdatedDate",
        header: () => t("lastUpdated"),
        cell: ({ row }) => <FormattedDate time={row.original.lastUpdatedDate} />,
      },
    ],
    [t],
  );

  return (
    <>
      {revokeDialog}
      <DataTable<UserConsentRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="consents"
        getRowId={(row) => row.clientId ?? ""}
        searchPlaceholderKey="searchForClient"
        urlStatePrefix="consents"
        emptyState={{ messageKey: "noConsents", instructionsKey: "noConsentsText" }}
        rowActions={
          canManage
            ? [
                {
                  labelKey: "revoke",
                  danger: true,
                  onClick: (row) => confirmRevoke(row.clientId ?? ""),
                },
              ]
            : undefined
        }
      />
    </>
  );
}
