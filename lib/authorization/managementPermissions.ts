// Fine-grained admin permissions (Keycloak's v1, the ADMIN_FINE_GRAINED_AUTHZ feature) as the console shows them:
// the client whose authorization screens hold them and the description of each scope. Which objects have them and
// who may read and switch them is ./permissionAccess, which the tab lists of the first load need on their own.
import type { ManagementPermissionReference } from "@keycloak/keycloak-admin-client/lib/defs/managementPermissionReference.js";
import type { PermissionTarget } from "./permissionAccess";

export const FINE_GRAINED_PERMISSIONS_FEATURE = "ADMIN_FINE_GRAINED_AUTHZ";

/** The realm's management client, whose resource server holds the permissions: master-realm in master. */
export function managementClientId(realm: string): string {
  return realm === "master" ? "master-realm" : "realm-management";
}

export function scopeDescriptionKey(target: PermissionTarget, scope: string): string {
  return `scopePermissions.${target.kind}.${scope}-description`;
}

/** The reference's scope permissions as rows, ordered by scope name as Keycloak lists them. */
export function scopePermissionRows(reference: ManagementPermissionReference): { scope: string; id: string }[] {
  return Object.entries(reference.scopePermissions ?? {})
    .map(([scope, id]) => ({ scope, id }))
    .sort((a, b) => a.scope.localeCompare(b.scope));
}
