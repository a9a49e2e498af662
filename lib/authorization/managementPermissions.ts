// Fine-grained admin permissions (Keycloak's v1, the ADMIN_FINE_GRAINED_AUTHZ feature) as the console shows them:
// which objects have them, who may read and switch them (the checks Keycloak's endpoints make), the client whose
// authorization screens hold them, and the description of each scope.
import type { ManagementPermissionReference } from "@keycloak/keycloak-admin-client/lib/defs/managementPermissionReference.js";
import type { AccessRule } from "@/lib/access";

export const FINE_GRAINED_PERMISSIONS_FEATURE = "ADMIN_FINE_GRAINED_AUTHZ";

/** The object a Permissions tab is about; the kind names Keycloak's message keys (scopePermissions.{kind}.…). */
export type PermissionTarget =
  | { kind: "users" }
  | { kind: "groups"; id: string }
  | { kind: "clients"; id: string }
  | { kind: "roles"; id: string; clientRole: boolean }
  | { kind: "identityProviders"; alias: string };

export type PermissionAccess = { view: AccessRule; manage: AccessRule };

const REALM: PermissionAccess = { view: { any: ["view-realm", "manage-realm"] }, manage: { any: ["manage-realm"] } };
const USERS: PermissionAccess = { view: { any: ["view-users", "manage-users"] }, manage: { any: ["manage-users"] } };
const CLIENTS: PermissionAccess = {
  view: { any: ["view-clients", "manage-clients"] },
  manage: { any: ["manage-clients"] },
};
const IDENTITY_PROVIDERS: PermissionAccess = {
  view: { any: ["view-identity-providers", "manage-identity-providers"] },
  manage: { any: ["manage-identity-providers"] },
};

/** Who may read the target's permissions and who may switch them, as the server checks it. */
export function permissionAccess(target: PermissionTarget): PermissionAccess {
  switch (target.kind) {
    case "users":
      return REALM;
    case "groups":
      return USERS;
    case "clients":
      return CLIENTS;
    case "roles":
      return target.clientRole ? CLIENTS : REALM;
    case "identityProviders":
      return IDENTITY_PROVIDERS;
  }
}

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
