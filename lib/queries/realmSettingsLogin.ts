"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { realmRepresentationKey } from "./realms";

export type RealmSwitchChange = {
  /** The switch's message key, for the success alert. */
  label: string;
  changes: Partial<RealmRepresentation>;
};

/**
 * PUT /admin/realms/{realm} with the realm as loaded and one switch's fields changed, saved at once as Keycloak's
 * login tab does; the realm is reloaded whatever the outcome, so a refused change shows the server's value again.
 */
export function useRealmSwitch(realm: RealmRepresentation) {
  const adminClient = useAdminClient();
  const name = realm.realm ?? "";
  return useAdminMutation(
    ({ changes }: RealmSwitchChange) => adminClient.realms.update({ realm: name }, { ...realm, ...changes }),
    {
      successKey: "enableSwitchSuccess",
      successValues: ({ label }) => ({ switch: label }),
      errorKey: "enableSwitchError",
      keys: () => [realmRepresentationKey(name)],
    },
  );
}
