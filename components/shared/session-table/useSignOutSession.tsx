"use client";

import { useState, type ReactNode } from "react";
import { useAuth } from "react-oidc-context";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useEnvironment } from "@/lib/console-context";
import { isOfflineSession, useDeleteSession, type RealmSession } from "@/lib/queries/sessions";
import { useWhoAmI } from "@/lib/queries/whoami";

/**
 * Signing one session out (or revoking an offline one), asked first: `[ask(session), dialog]`. Signing out the
 * console's own session ends this visit.
 */
export function useSignOutSession(realm: string): [(session: RealmSession) => void, ReactNode] {
  const auth = useAuth();
  const env = useEnvironment();
  const whoAmI = useWhoAmI(realm).data;
  const deleteSession = useDeleteSession(realm);
  const inLoginRealm = realm === env.realm;
  const [selected, setSelected] = useState<RealmSession>();
  const selectedOffline = selected !== undefined && isOfflineSession(selected);

  const [confirmSignOut, signOutDialog] = useConfirmDialog({
    titleKey: selectedOffline ? "revokeSessionConfirm" : "signOutSessionConfirm",
    messageKey: selectedOffline ? "revokeSessionConfirmDialog" : "signOutSessionConfirmDialog",
    messageValues: { username: selected?.username ?? "" },
    continueKey: selectedOffline ? "revoke" : "signOut",
    variant: "danger",
    onConfirm: async () => {
      if (!selected) return;
      const done = await deleteSession.mutateAsync(selected).then(
        () => true,
        () => false,
      );
      const own = inLoginRealm && !isOfflineSession(selected) && selected.userId === whoAmI?.userId;
      if (done && own) await auth.signoutRedirect();
    },
  });

  const ask = (session: RealmSession) => {
    setSelected(session);
    confirmSignOut();
  };
  return [ask, signOutDialog];
}
