// Which clients and roles carry the admin powers, known by where they live rather than by their names: a realm's
// admin client is realm-management (master-realm in master), and master also holds one "<realm>-realm" client per
// realm and the realm roles admin and create-realm. Keycloak (ClientPermissions.isInternal) lets no admin change
// these clients or their roles, so their names cannot change either.
import type { RealmData, RoleRecord } from "../store/model.js";
import { managementClientId } from "./authz/managementPermissions.js";

const MASTER = "master";
const MASTER_ADMIN_CLIENT_SUFFIX = "-realm";
const MASTER_ADMIN_REALM_ROLES = new Set(["admin", "create-realm"]);

/** the realm's admin client, or in master any realm's admin client */
export function isAdminClient(realm: RealmData, client: { clientId: string }): boolean {
  return realm.rep.realm === MASTER
    ? client.clientId.endsWith(MASTER_ADMIN_CLIENT_SUFFIX)
    : client.clientId === managementClientId(realm);
}

/** a role of an admin client, or master's admin and create-realm */
export function isAdminRole(realm: RealmData, role: RoleRecord): boolean {
  if (!role.clientRole) return realm.rep.realm === MASTER && MASTER_ADMIN_REALM_ROLES.has(role.name);
  const client = realm.clients.get(role.containerId);
  return !!client && isAdminClient(realm, client);
}
