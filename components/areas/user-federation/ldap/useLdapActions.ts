"use client";

import type SynchronizationResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/synchronizationResultRepresentation.js";
import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { useRemoveImportedUsers, useSyncUsers, useUnlinkUsers, type SyncAction } from "@/lib/queries/userFederation";

/** The counts of a synchronisation, as one alert (the server's status text when it skipped, e.g. one already running). */
export function useSyncResultAlert() {
  const t = useTranslations();
  const { addAlert } = useAlerts();
  return (result: SynchronizationResultRepresentation) =>
    addAlert(
      t(result.ignored ? "syncIgnored" : "syncResult", {
        added: result.added ?? 0,
        updated: result.updated ?? 0,
        removed: result.removed ?? 0,
        failed: result.failed ?? 0,
        status: result.status ?? "",
      }),
      result.failed ? "warning" : "success",
    );
}

/** An LDAP provider's header actions: the two syncs (their counts shown), unlink and remove imported users. */
export function useLdapActions(realm: string, id: string) {
  const sync = useSyncUsers(realm, id);
  const unlink = useUnlinkUsers(realm, id);
  const removeImported = useRemoveImportedUsers(realm, id);
  const showResult = useSyncResultAlert();
  return {
    pending: sync.isPending || unlink.isPending || removeImported.isPending,
    // each mutation's error alert reports a failure
    sync: (action: SyncAction) => sync.mutateAsync(action).then(showResult, () => undefined),
    unlink: () => unlink.mutateAsync().catch(() => undefined),
    removeImported: () => removeImported.mutateAsync().catch(() => undefined),
  };
}
