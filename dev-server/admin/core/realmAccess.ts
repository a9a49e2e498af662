// Which realms a caller may see and how much of them, as Keycloak's RealmsPermissionEvaluator decides.
import type { Request } from "express";
import type { Store } from "../../store/store.js";
import { MASTER } from "../auth.js";
import { effectiveRoles } from "../../realm/userRoles.js";

/** holds any admin role for the realm (Keycloak's "isAdmin") */
export function isRealmAdmin(req: Request, realmName: string): boolean {
  return (req.auth?.rolesFor(realmName).size ?? 0) > 0;
}

export function canViewRealm(req: Request, realmName: string): boolean {
  const roles = req.auth?.rolesFor(realmName);
  return !!roles && (roles.has("view-realm") || roles.has("manage-realm"));
}

export function canManageRealm(req: Request, realmName: string): boolean {
  return !!req.auth?.rolesFor(realmName).has("manage-realm");
}

/**
 * Realms the caller holds some admin role in, in Keycloak's order (by name, case-insensitive); with `wanted`, only
 * the names it accepts, chosen before the roles are looked up and the names sorted, which for a master admin of 300
 * realms is most of a search's time.
 */
export function visibleRealmNames(
  req: Request,
  store: Store,
  wanted: (name: string) => boolean = () => true,
): string[] {
  const auth = req.auth;
  if (!auth) return [];
  const candidates = auth.realm === MASTER ? store.realmNames() : [auth.realm];
  return candidates
    .filter((name) => wanted(name) && isRealmAdmin(req, name))
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

export function canCreateRealm(req: Request, store: Store): boolean {
  const auth = req.auth;
  const master = store.realm(MASTER);
  if (!auth || auth.realm !== MASTER || !master) return false;
  return effectiveRoles(master, auth.user).some(
    (r) => !r.clientRole && (r.name === "create-realm" || r.name === "admin"),
  );
}
