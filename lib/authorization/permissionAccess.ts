// Which objects have fine-grained admin permissions (Keycloak's v1) and who may read and switch them: the checks
// Keycloak's endpoints make.
import type { AccessRule } from "@/lib/access";

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
