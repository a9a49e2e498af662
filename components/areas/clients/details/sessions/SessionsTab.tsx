"use client";

import { useMemo } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction } from "@/components/kit/data-table";
import { sessionColumns } from "@/components/shared/session-table/sessionColumns";
import { useSignOutSession } from "@/components/shared/session-table/useSignOutSession";
import { useAccess } from "@/lib/console-context";
import { useClientSessionsSource } from "@/lib/queries/clients";
import { isOfflineSession, type RealmSession } from "@/lib/queries/sessions";
import type { ClientTabProps } from "../clientTabs";

/** The client's user sessions, then its offline sessions, paged by the server; admins who manage users sign one out. */
export default function SessionsTab({ realm, client }: ClientTabProps) {
  const t = useTranslations();
  const canManageUsers = useAccess().hasAny("manage-users");
  const source = useClientSessionsSource(realm, client.id ?? "");
  const columns = useMemo(() => sessionColumns(t, realm), [t, realm]);
  const [askSignOut, signOutDialog] = useSignOutSession(realm);

  const rowActions = (session: RealmSession): RowAction<RealmSession>[] =>
    canManageUsers
      ? [{ labelKey: isOfflineSession(session) ? "revoke" : "signOut", danger: true, onClick: askSignOut }]
      : [];

  return (
    <Box py="2">
      {signOutDialog}
      <DataTable<RealmSession>
        source={source}
        columns={columns}
        ariaLabelKey="sessions"
        getRowId={(session, index) => `${session.type ?? ""}/${session.id ?? index}`}
        rowActions={rowActions}
        emptyState={{ messageKey: "noSessions", instructionsKey: "noSessionsForClient" }}
      />
    </Box>
  );
}
