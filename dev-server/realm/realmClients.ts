// Keycloak's "realm_client" attribute: "true" on the clients a realm is built with for its own use (broker,
// realm-management, and in master each realm's admin client), "false" on every other client; the console shows
// fewer tabs for a realm client.
import type { RealmData } from "../store/model.js";

export const REALM_CLIENT = "realm_client";

/** sets the attribute on every client that lacks it (seeded or stored before it existed); true when one changed */
export function markRealmClients(realm: RealmData, realmClientIds: ReadonlySet<string>): boolean {
  let changed = false;
  for (const client of realm.clients.values()) {
    if (client.attributes?.[REALM_CLIENT] !== undefined) continue;
    client.attributes = { ...client.attributes, [REALM_CLIENT]: String(realmClientIds.has(client.clientId)) };
    changed = true;
  }
  return changed;
}
