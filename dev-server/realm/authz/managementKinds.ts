// What fine-grained admin permissions (Keycloak's v1, the admin-fine-grained-authz feature) set up for each kind of
// object on the realm's management client: the resource's name and type, the scopes the resource carries, and one
// scope permission per scope, named and listed in the order Keycloak's *Permissions classes use.
import type { DecisionStrategy } from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";

export type ManagedKind = "users" | "group" | "client" | "role" | "idp";

export interface KindSetup {
  resourceName(id: string): string;
  resourceType?: string;
  /** scopes the resource is created with; Keycloak leaves view-members off a group's resource */
  resourceScopes: readonly string[];
  /** the reference's scopePermissions, in Keycloak's order: scope name → the permission's name */
  permissions: readonly { scope: string; name(id: string): string }[];
  decisionStrategy: DecisionStrategy;
}

const scoped = (scope: string, prefix: string, suffix: (id: string) => string) => ({
  scope,
  name: (id: string) => `${prefix}.permission.${suffix(id)}`,
});

const groupSuffix = (id: string) => `group.${id}`;
const clientSuffix = (id: string) => `client.${id}`;
const sameId = (id: string) => id;
const users = () => "users";

export const KINDS: Record<ManagedKind, KindSetup> = {
  users: {
    resourceName: () => "Users",
    resourceScopes: ["manage", "view", "map-roles", "impersonate", "manage-group-membership", "user-impersonated"],
    permissions: [
      scoped("view", "view", users),
      scoped("manage", "manage", users),
      scoped("map-roles", "map-roles", users),
      scoped("manage-group-membership", "manage-group-membership", users),
      scoped("impersonate", "admin-impersonating", users),
      scoped("user-impersonated", "user-impersonated", users),
    ],
    decisionStrategy: "UNANIMOUS",
  },
  group: {
    resourceName: (id) => `group.resource.${id}`,
    resourceType: "Group",
    resourceScopes: ["manage", "view", "manage-membership", "manage-members"],
    permissions: [
      scoped("view", "view", groupSuffix),
      scoped("manage", "manage", groupSuffix),
      scoped("view-members", "view.members", groupSuffix),
      scoped("manage-members", "manage.members", groupSuffix),
      scoped("manage-membership", "manage.membership", groupSuffix),
    ],
    decisionStrategy: "UNANIMOUS",
  },
  client: {
    resourceName: (id) => `client.resource.${id}`,
    resourceType: "Client",
    resourceScopes: [
      "view",
      "manage",
      "configure",
      "map-roles",
      "map-roles-client-scope",
      "map-roles-composite",
      "token-exchange",
    ],
    permissions: [
      scoped("view", "view", clientSuffix),
      scoped("manage", "manage", clientSuffix),
      scoped("configure", "configure", clientSuffix),
      scoped("map-roles", "map-roles", clientSuffix),
      scoped("map-roles-client-scope", "map-roles-client-scope", clientSuffix),
      scoped("map-roles-composite", "map-roles-composite", clientSuffix),
      scoped("token-exchange", "token-exchange", clientSuffix),
    ],
    decisionStrategy: "UNANIMOUS",
  },
  role: {
    resourceName: (id) => `role.resource.${id}`,
    resourceType: "Role",
    resourceScopes: ["map-role", "map-role-client-scope", "map-role-composite"],
    permissions: [
      scoped("map-role", "map-role", sameId),
      scoped("map-role-client-scope", "map-role-client-scope", sameId),
      scoped("map-role-composite", "map-role-composite", sameId),
    ],
    // Keycloak lets any one of a role's policies grant mapping it
    decisionStrategy: "AFFIRMATIVE",
  },
  idp: {
    resourceName: (id) => `idp.resource.${id}`,
    resourceType: "IdentityProvider",
    resourceScopes: ["token-exchange"],
    permissions: [scoped("token-exchange", "token-exchange", (id) => `idp.${id}`)],
    decisionStrategy: "UNANIMOUS",
  },
};
