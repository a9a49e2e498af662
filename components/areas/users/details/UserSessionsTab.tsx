"use client";

import { useMemo } from "react";
import { Button, Tag, Wrap } from "@chakra-ui/react";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useUserSessionsSource, useSignOutAllSessions, useSignOutSession } from "@/lib/queries/users";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";

export type UserSessionsTabProps = { realm: string; userId: string; username: string; canManage: boolean };

/** The user's sessions (IP, started, last access, clients); sign out one, or all of them. */
export function UserSessionsTab({ realm, userId, username, canManage }: UserSessionsTabProps) {
  const t = useTranslations();
  const source = useUserSessionsSource(realm, userId);
  const signOut = useSignOutSession(realm, userId);
  const signOutAll = useSignOutAllSessions(realm, userId);
  const [confirmSignOut, signOutDialog] = useConfirmDelete<UserSessionRepresentation>({
    titleKey: "signOut",
    messageKey: "signOutUserSessionConfirm",
    messageValues: (session) => ({ ip: session.ipAddress ?? "" }),
    continueKey: "signOut",
    onDelete: (session) => signOut.mutateAsync(session.id ?? ""),
  });
  const [confirmSignOutAll, signOutAllDialog] = useConfirmDialog({
    titleKey: "signOutAllSessions",
    messageKey: "signOutAllSessionsConfirm",
    messageValues: { username },
    continueKey: "signOut",
    variant: "danger",
    onConfirm: () => signOutAll.mutateAsync(undefined).catch(() => undefined),
  });

  const columns = useMemo<DataTableColumn<UserSessionRepresentation>[]>(
    () => [
      { id: "ipAddress", header: () => t("ipAddress"), cell: ({ row }) => row.original.ipAddress },
      { id: "start", header: () => t("started"), cell: ({ row }) => <FormattedDate time={row.original.start} /> },
      {
        id: "lastAccess",
        header: () => t("lastAccess"),
        cell: ({ row }) => <FormattedDate time={row.original.lastAccess} />,
      },
      {
        id: "clients",
        header: () => t("clients"),
        cell: ({ row }) => (
          <Wrap gap="1">
            {Object.values(row.original.clients ?? {}).map((clientId) => (
              <Tag.Root key={clientId} size="sm">
                <Tag.Label>{clientId}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      {signOutDialog}
      {signOutAllDialog}
      <DataTable<UserSessionRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="sessions"
        urlStatePrefix="sessions"
        emptyState={{ messageKey: "noSessions", instructionsKey: "noSessionsDescription" }}
        toolbar={() =>
          canManage && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={confirmSignOutAll}>
              {t("signOutAllSessions")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? [
                {
                  labelKey: "signOut",
                  danger: true,
                  onClick: confirmSignOut,
                },
              ]
            : undefined
        }
      />
    </>
  );
}
