"use client";

import { useMemo, useRef, useState } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useAuth } from "react-oidc-context";
import { DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useAccess, useEnvironment } from "@/lib/console-context";
import {
  isOfflineSession,
  useLogoutAllSessions,
  useSessionsSource,
  type RealmSession,
  type SessionTypeFilter as SessionType,
} from "@/lib/queries/sessions";
import { useRealmName } from "@/lib/router/useRealmName";
import { sessionColumns } from "@/components/shared/session-table/sessionColumns";
import { useSignOutSession } from "@/components/shared/session-table/useSignOutSession";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { RevocationDialog } from "./RevocationDialog";
import { SessionsActionsMenu } from "./SessionsActionsMenu";
import { SessionTypeFilter } from "./SessionTypeFilter";

/**
 * /{realm}/sessions: the realm's sessions of a type, searched and paged by the server, each expandable into its
 * clients. Admins who manage users sign one out (or revoke an offline one) or every one; the realm's revocation
 * (not-before) is shown to who may view the realm and changed by who may manage it, as Keycloak's permissions go.
 */
export default function SessionsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const auth = useAuth();
  const env = useEnvironment();
  const { hasAny } = useAccess();
  const [type, setType] = useState<SessionType>("ALL");
  const [revocationOpen, setRevocationOpen] = useState(false);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const source = useSessionsSource(realm, type);
  const logoutAll = useLogoutAllSessions(realm);
  const columns = useMemo(() => sessionColumns(t, realm), [t, realm]);
  const canManageUsers = hasAny("manage-users");
  const inLoginRealm = realm === env.realm;

  const [confirmLogoutAll, logoutAllDialog] = useConfirmDialog({
    titleKey: "logoutAllSessions",
    messageKey: "logoutAllDescription",
    continueKey: "confirm",
    variant: "danger",
    onConfirm: async () => {
      const done = await logoutAll.mutateAsync(undefined).then(
        () => true,
        () => false,
      );
      // the console's own session was among them
      if (done && inLoginRealm) await auth.signoutRedirect();
    },
  });

  const [askSignOut, signOutDialog] = useSignOutSession(realm);

  const rowActions = (session: RealmSession): RowAction<RealmSession>[] =>
    canManageUsers
      ? [{ labelKey: isOfflineSession(session) ? "revoke" : "signOut", danger: true, onClick: askSignOut }]
      : [];

  return (
    <Box>
      {logoutAllDialog}
      {signOutDialog}
      <RevocationDialog
        realm={realm}
        open={revocationOpen}
        canManage={hasAny("manage-realm")}
        finalFocusEl={() => actionsRef.current}
        onClose={() => setRevocationOpen(false)}
      />
      <PageHeader
        title={t("sessions")}
        subtitle={t("sessionExplain")}
        actions={
          <SessionsActionsMenu
            triggerRef={actionsRef}
            onRevocation={hasAny("view-realm", "manage-realm") ? () => setRevocationOpen(true) : undefined}
            onSignOutAll={canManageUsers ? confirmLogoutAll : undefined}
          />
        }
      />
      <Box px="6" py="2">
        <DataTable<RealmSession>
          source={source}
          columns={columns}
          ariaLabelKey="sessions"
          searchPlaceholderKey="searchForSession"
          getRowId={(session, index) => `${session.type ?? ""}/${session.id ?? index}`}
          rowActions={rowActions}
          isSearching={type !== "ALL"}
          activeFilterCount={type !== "ALL" ? 1 : 0}
          onClearFilters={() => setType("ALL")}
          emptyState={{ messageKey: "noSessions", instructionsKey: "noRealmSessionsDescription" }}
          toolbar={() => <SessionTypeFilter value={type} onChange={setType} />}
        />
      </Box>
    </Box>
  );
}
