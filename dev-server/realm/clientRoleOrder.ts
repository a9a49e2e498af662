// Every client role of a realm in the order Keycloak's console lists them: by client id, then by role name. The
// large seed's 10,000 client roles took the command palette's client-role search some 15 ms to gather and sort on
// every request, so the order is kept until the realm is next written to (realmGeneration) or its role or client
// count changes; the records themselves are the realm's, so a row always shows their current values.
import { realmGeneration } from "../store/realmGeneration.js";
import type { RealmData, RoleRecord } from "../store/model.js";

type Order = { generation: number; roles: number; clients: number; sorted: readonly RoleRecord[] };

const orders = new WeakMap<RealmData, Order>();

function sortClientRoles(realm: RealmData): RoleRecord[] {
  const clientOrder = [...realm.clients.values()].sort((a, b) => (a.clientId < b.clientId ? -1 : 1)).map((c) => c.id);
  const rank = new Map(clientOrder.map((id, i) => [id, i]));
  return [...realm.roles.values()]
    .filter((r) => r.clientRole && rank.has(r.containerId))
    .sort(
      (a, b) => rank.get(a.containerId)! - rank.get(b.containerId)! || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
}

/** The realm's client roles by client id, then role name. */
export function sortedClientRoles(realm: RealmData): readonly RoleRecord[] {
  const kept = orders.get(realm);
  if (
    kept &&
    kept.generation === realmGeneration(realm) &&
    kept.roles === realm.roles.size &&
    kept.clients === realm.clients.size
  ) {
    return kept.sorted;
  }
  const sorted = sortClientRoles(realm);
  orders.set(realm, {
    generation: realmGeneration(realm),
    roles: realm.roles.size,
    clients: realm.clients.size,
    sorted,
  });
  return sorted;
}
