// GET/PUT ".../management/permissions" (and the realm's users-management-permissions): fine-grained admin
// permissions v1 of one object, read with the object's view rights and switched with its manage rights, as Keycloak's
// resources check them. Keycloak records no admin event for the switch; the realm is saved all the same.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../../store/model.js";
import { ADMIN_ROLES } from "../../../realm/adminRoles.js";
import type { ManagedKind } from "../../../realm/authz/managementKinds.js";
import {
  disablePermissions,
  enablePermissions,
  permissionReference,
} from "../../../realm/authz/managementPermissions.js";
import type { AdminContext } from "../../context.js";
import { jsonBody, requireAnyRole } from "../../http.js";
import { inRealm } from "./route.js";

/** the object's id as its permissions are named after it, or undefined once the 404 is sent (before the 403, as Keycloak) */
export type ManagedTarget = (realm: RealmData, req: Request, res: Response) => string | undefined;

export type PermissionsHandler = (req: Request, res: Response, realm: RealmData, id: string) => void;

export function readPermissions(ctx: AdminContext, kind: ManagedKind): PermissionsHandler {
  return (_req, res, realm, id) => {
    const { reference, changed } = permissionReference(realm, kind, id);
    if (changed) ctx.store.changed(realm);
    res.json(reference);
  };
}

export function switchPermissions(ctx: AdminContext, kind: ManagedKind): PermissionsHandler {
  return (req, res, realm, id) => {
    const enable = jsonBody<{ enabled?: unknown }>(req).enabled === true;
    const reference = enable ? enablePermissions(realm, kind, id) : disablePermissions(realm, kind, id);
    ctx.store.changed(realm);
    res.json(reference);
  };
}

export function registerManagementPermissions(
  router: Router,
  ctx: AdminContext,
  path: string,
  kind: ManagedKind,
  access: { view: readonly string[]; manage: readonly string[] },
  target: ManagedTarget,
): void {
  const withTarget = (roles: readonly string[], handler: PermissionsHandler) =>
    inRealm(ctx, ADMIN_ROLES, (req, res, realm) => {
      const id = target(realm, req, res);
      if (id !== undefined && requireAnyRole(req, res, realm.rep.realm, roles)) handler(req, res, realm, id);
    });
  router.get(path, withTarget(access.view, readPermissions(ctx, kind)));
  router.put(path, withTarget(access.manage, switchPermissions(ctx, kind)));
}
