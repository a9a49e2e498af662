"use client";

import { useMemo, useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useAuth } from "react-oidc-context";
import { DataTable, type RowAction } from "@/components/data-table";
import { useConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useAccess, useEnvironment } from "@/lib/console-context";
import {
  isOfflineSession,
  useLogoutAllSessions,
  useSessionsSource,
  type RealmSession,
  type SessionTypeFilter as SessionType,
} from "@/lib/queries/sessions";
import { useRealmName } from "@/lib/router/useRealmName";
import { sessionColumns } from "@/components/session-table/sessionColumns";
import { useSignOutSession } from "@/components/session-table/useSignOutSession";
import { SessionTypeFilter } from "./SessionTypeFilter";
import { PageHeader } from "@/components/kit/PageHeader";

/**
 * /{realm}/sessions: the realm's sessions of a type, searched and paged by the server. Admins who manage users
 * sign one out (or revoke an offline one); admins who manage the realm sign out every active session.
 */
export default function SessionsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const auth = useAuth();
  const env = useEnvironment();
  const { hasAny } = useAccess();
  const [type, setType] = useState<SessionType>("ALL");
  const source = useSessionsSource(realm, type);
  const logoutAll = useLogoutAllSessions(realm);
  const columns = useMemo(() => sessionColumns(t, realm), [t, realm]);
  const inLoginRealm = realm === env.realm;

  const [confirmLogoutAll, logoutAllDialog] = useConfirmDialog({
    titleKey: "logoutAllSessions",
    messageKey: "logoutAllDescription",
    continueKey: "confirm",
    variant: "danger",
    onConfirm: async () => {
      const done = await logoutAll.mutateAsync().then(
        () => true,
        () => false,
      );
      // the console's own session was among them
      if (done && inLoginRealm) await auth.signoutRedirect();
    },
  });

  const [askSignOut, signOutDialog] = useSignOutSession(realm);

  const rowActions = (session: RealmSession): RowAction<RealmSession>[] =>
    hasAny("manage-users")
      ? [
          {
            labelKey: isOfflineSession(session) ? "revoke" : "signOut",
            danger: true,
            onClick: askSignOut,
          },
        ]
      : [];

  return (
    <Box>
      {logoutAllDialog}
      {signOutDialog}
      <PageHeader title={t("sessions")} subtitle={t("sessionExplain")} />
      <Box px="6" py="2">
        <DataTable<RealmSession>
          source={source}
          columns={columns}
          ariaLabelKey="sessions"
          searchPlaceholderKey="searchForSession"
          getRowId={(session, index) => session.id ?? String(index)}
          rowActions={rowActions}
          isSearching={type !== "ALL"}
          activeFilterCount={type !== "ALL" ? 1 : 0}
          onClearFilters={() => setType("ALL")}
          emptyState={{ messageKey: "noSessions", instructionsKey: "noRealmSessionsDescription" }}
          toolbar={() => (
            <>
              <SessionTypeFilter value={type} onChange={setType} />
              {hasAny("manage-realm") && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={confirmLogoutAll}>
                  {t("signOutAllActiveSessions")}
                </Button>
              )}
            </>
          )}
        />
      </Box>
    </Box>
  );
}
