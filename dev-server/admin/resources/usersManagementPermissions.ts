// GET/PUT /admin/realms/{realm}/users-management-permissions: the permissions over all the realm's users, read with
// view-realm and switched with manage-realm, as Keycloak's RealmAdminResource checks them.
import type { Router } from "express";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import type { AdminContext } from "../context.js";
import { registerManagementPermissions } from "./lib/permissionsRoutes.js";

/** the users' permissions are one set per realm: the names take no id */
const REALM_WIDE = "";

export function registerUsersManagementPermissions(router: Router, ctx: AdminContext): void {
  registerManagementPermissions(
    router,
    ctx,
    "/realms/:realm/users-management-permissions",
    "users",
    { view: REALM_VIEW, manage: REALM_MANAGE },
    () => REALM_WIDE,
  );
}
