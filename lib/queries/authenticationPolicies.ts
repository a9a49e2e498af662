"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { realmRepresentationKey } from "./realms";

/** The policies live on the realm representation; these are the keys a policy change makes stale. */
export const authenticationPolicyKeys = {
  realm: (realm: string) => realmRepresentationKey(realm),
};

/**
 * PUT /admin/realms/{realm} with the whole representation carrying one policy tab's fields. Says so with the tab's
 * own success message; failures are left to the form, which puts field errors on their fields.
 */
export function useUpdateRealmPolicy(realm: string, successKey: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (representation: RealmRepresentation) => adminClient.realms.update({ realm }, representation),
    {
      successKey,
      keys: () => [authenticationPolicyKeys.realm(realm)],
    },
  );
}
