"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { dismiss, readDismissals, restore, withDismissals } from "@/lib/advisor/dismissals";
import { useSaveRealm } from "@/lib/queries/realms";
import { useWhoAmI } from "@/lib/queries/whoami";

/**
 * The realm's dismissed findings, and their changes: each a PUT of the whole realm with the attribute rewritten,
 * which needs manage-realm.
 */
export function useDismissals(realm: string, representation: RealmRepresentation | undefined) {
  const dismissals = representation ? readDismissals(representation) : {};
  const by = useWhoAmI(realm).data?.displayName;
  const saveDismissed = useSaveRealm(realm, "advisorDismissSuccess", "advisorDismissError");
  const saveRestored = useSaveRealm(realm, "advisorRestoreSuccess", "advisorRestoreError");
  return {
    dismissals,
    dismiss: (key: string, reason: string) =>
      representation
        ? saveDismissed.mutateAsync(
            withDismissals(representation, dismiss(dismissals, key, { reason, now: new Date(), by })),
          )
        : Promise.resolve(),
    restore: (key: string) =>
      representation
        ? saveRestored.mutateAsync(withDismissals(representation, restore(dismissals, key)))
        : Promise.resolve(),
  };
}
