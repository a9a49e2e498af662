// Who may hand out admin roles, by the rules of Keycloak's RolePermissions.checkAdminRoles: an admin role (one of an
// admin client or master's admin roles, adminClients.ts, or any role named like one) passes when the caller holds it; a role of the managed realm's own admin client
// (realm-management, master-realm in master) also passes when the caller holds the power it stands for (the query
// roles always pass, realm-admin only for master admins); master's realm roles and its "<realm>-realm" client roles
// of those names pass only when held. Roles with other names pass.
//
// Keycloak checks only the role named in the request. Here a grant also counts every role it carries, composites
// and groups expanded, so that a composite or a group holding realm-admin cannot hand it out either.
import { ADMIN_ROLES } from "./adminRoles.js";
import { isAdminClient, isAdminRole } from "./adminClients.js";
import { managementClientId } from "./authz/managementPermissions.js";
import type { RealmData, RoleRecord, UserRecord } from "../store/model.js";
import { effectiveRoles, expandComposites, groupRoleIds } from "./userRoles.js";

const MASTER = "master";

/** Keycloak's AdminRoles.ALL_ROLES */
const ADMIN_ROLE_NAMES = new Set<string>([...ADMIN_ROLES, "admin", "create-realm"]);

/** the powers (any of) that let a caller hand out a role of the managed realm's admin client */
const POWER_BEHIND: Record<string, readonly string[]> = {
  "create-client": ["manage-clients"],
  "manage-clients": ["manage-clients"],
  "view-clients": ["view-clients", "manage-clients"],
  "manage-authorization": ["manage-authorization"],
  "view-authorization": ["view-authorization", "manage-authorization"],
  "manage-events": ["manage-events"],
  "view-events": ["view-events", "manage-events"],
  "manage-users": ["manage-users"],
  "view-users": ["view-users", "manage-users"],
  "manage-identity-providers": ["manage-identity-providers"],
  "view-identity-providers": ["view-identity-providers", "manage-identity-providers"],
  "manage-organizations": ["manage-organizations", "manage-realm"],
  "view-organizations": ["view-organizations", "manage-organizations", "manage-realm"],
  "manage-realm": ["manage-realm"],
  "view-realm": ["view-realm", "manage-realm"],
  impersonation: ["impersonation"],
};
const QUERY_ROLES = new Set(["query-users", "query-clients", "query-realms", "query-groups", "query-organizations"]);

export interface RoleGranter {
  /** the realm the caller signed in to */
  home: RealmData;
  user: UserRecord;
  /** the caller's admin roles for the managed realm, composites expanded (manage-users, view-realm, ...) */
  powers: ReadonlySet<string>;
}

/** the roles that `roles` would hand out, composites expanded, that the granter may not hand out */
export function ungrantableRoles(granter: RoleGranter, realm: RealmData, roles: Iterable<RoleRecord>): RoleRecord[] {
  const carried = expandComposites(
    realm,
    [...roles].map((r) => r.id),
  );
  return mayNotTouch(granter, realm, carried);
}

/** the roles of `roles` themselves (a removal takes away nothing else) the granter may not take away */
export function unrevokableRoles(granter: RoleGranter, realm: RealmData, roles: Iterable<RoleRecord>): RoleRecord[] {
  return mayNotTouch(granter, realm, [...roles]);
}

/** the roles a member of these groups gains (theirs and their ancestors') that the granter may not hand out */
export function ungrantableGroupRoles(
  granter: RoleGranter,
  realm: RealmData,
  groupIds: Iterable<string>,
): RoleRecord[] {
  return mayNotTouch(granter, realm, expandComposites(realm, groupRoleIds(realm, groupIds)));
}

function mayNotTouch(granter: RoleGranter, realm: RealmData, roles: RoleRecord[]): RoleRecord[] {
  // by name as Keycloak checks, and by place: a role of realm-management stays an admin role under any name
  const candidates = roles.filter((r) => ADMIN_ROLE_NAMES.has(r.name) || isAdminRole(realm, r));
  if (!candidates.length) return [];
  const held =
    granter.home === realm ? new Set(effectiveRoles(granter.home, granter.user).map((r) => r.id)) : new Set<string>();
  return candidates.filter((role) => !held.has(role.id) && !mayHandOut(granter, realm, role));
}

function mayHandOut(granter: RoleGranter, realm: RealmData, role: RoleRecord): boolean {
  const client = role.clientRole ? realm.clients.get(role.containerId) : undefined;
  const isMaster = realm.rep.realm === MASTER;
  if (client?.clientId === managementClientId(realm)) {
    if (QUERY_ROLES.has(role.name)) return true;
    if (role.name === "realm-admin") return holdsMasterAdmin(granter);
    const powers = Object.hasOwn(POWER_BEHIND, role.name) ? POWER_BEHIND[role.name] : [];
    return powers.some((power) => granter.powers.has(power));
  }
  if (!isMaster) return true;
  if (!role.clientRole) return false;
  return !client || !isAdminClient(realm, client);
}

function holdsMasterAdmin(granter: RoleGranter): boolean {
  return (
    granter.home.rep.realm === MASTER &&
    effectiveRoles(granter.home, granter.user).some((r) => !r.clientRole && r.name === "admin")
  );
}
