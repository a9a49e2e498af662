// The HTTP side of realm/adminRoleGrants.ts: every route that maps roles, adds composites or puts a user in a group
// asks here, and answers 403 as Keycloak does when the caller would hand out an admin role they may not.
import type { Request, Response } from "express";
import type { RealmData, RoleRecord, UserRecord } from "../../../store/model.js";
import type { Store } from "../../../store/store.js";
import { forbidden, hasAnyRole } from "../../http.js";
import { CLIENTS_MANAGE, REALM_MANAGE, USERS_MANAGE } from "../../../realm/adminRoles.js";
import {
  ungrantableGroupRoles,
  ungrantableRoles,
  unrevokableRoles,
  type RoleGranter,
} from "../../../realm/adminRoleGrants.js";
import type { HandedOut } from "../../../realm/mapperGrants.js";
import { effectiveRoles } from "../../../realm/userRoles.js";

export function granterOf(req: Request, store: Store, realm: RealmData): RoleGranter | undefined {
  const home = req.auth && store.realm(req.auth.realm);
  return home && { home, user: req.auth!.user, powers: req.auth!.rolesFor(realm.rep.realm) };
}

function allowed(res: Response, refused: RoleRecord[] | undefined): boolean {
  if (refused && !refused.length) return true;
  forbidden(res);
  return false;
}

/** Keycloak's canMapRole as a filter: a user manager may map a role, unless it hands out an admin role they may not */
export function mappableBy(req: Request, store: Store, realm: RealmData): (role: RoleRecord) => boolean {
  const granter = hasAnyRole(req, realm.rep.realm, USERS_MANAGE) ? granterOf(req, store, realm) : undefined;
  return (role) => !!granter && !ungrantableRoles(granter, realm, [role]).length;
}

/** false (after a 403) unless the caller may hand out `roles` and everything they carry */
export function requireGrantable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  roles: RoleRecord[],
): boolean {
  const granter = granterOf(req, store, realm);
  return allowed(res, granter && ungrantableRoles(granter, realm, roles));
}

/** false (after a 403) unless the caller may take `roles` away */
export function requireRevokable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  roles: RoleRecord[],
): boolean {
  const granter = granterOf(req, store, realm);
  return allowed(res, granter && unrevokableRoles(granter, realm, roles));
}

/** false (after a 403) unless the caller may hand out every role a member of these groups gains */
export function requireGroupsGrantable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  groupIds: string[],
): boolean {
  const granter = granterOf(req, store, realm);
  return allowed(res, granter && ungrantableGroupRoles(granter, realm, groupIds));
}

/**
 * false (after a 403) unless the caller may add `roles` as composites: Keycloak's canMapComposite wants manage-realm
 * for a realm role and manage-clients for a client role, and the admin-role check of a grant
 */
export function requireComposable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  roles: RoleRecord[],
): boolean {
  const managesContainers = roles.every((r) =>
    hasAnyRole(req, realm.rep.realm, r.clientRole ? CLIENTS_MANAGE : REALM_MANAGE),
  );
  if (managesContainers) return requireGrantable(req, res, store, realm, roles);
  forbidden(res);
  return false;
}

/** false (after a 403) unless the caller may hand out what a mapper gives its users: roles, and the groups' roles */
export function requireMapperGrantable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  given: HandedOut,
): boolean {
  const granter = granterOf(req, store, realm);
  return allowed(
    res,
    granter && [
      ...ungrantableRoles(granter, realm, given.roles),
      ...ungrantableGroupRoles(granter, realm, given.groupIds),
    ],
  );
}

/**
 * false (after a 403) unless the caller may hand out every admin role `user` holds: resetting an admin's password,
 * sending them actions, linking an identity to them or impersonating them would hand the caller those roles.
 */
export function requireAccountTakeable(
  req: Request,
  res: Response,
  store: Store,
  realm: RealmData,
  user: UserRecord,
): boolean {
  return requireGrantable(req, res, store, realm, effectiveRoles(realm, user));
}
