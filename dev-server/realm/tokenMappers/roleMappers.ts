// Mappers of the token's roles. The role name and hardcoded role mappers edit the roles the token may carry; the
// realm and client role mappers, which run after them, write those roles into claims (realm_access.roles and
// resource_access.${client_id}.roles in the built-in "roles" scope).
import { escapeClaimName } from "./claimPath.js";
import { mapClaim } from "./mapClaim.js";
import { ALL_KINDS, type MapperType } from "./mapperType.js";
import { parseRoleReference, type RoleReference } from "./roleReference.js";
import type { Claims, MapperConfig, ResolvedRoles } from "./tokenContext.js";
import { addClientRole } from "./tokenRoles.js";

// Keycloak's ProtocolMapperUtils priorities
const ROLE_NAMES_PRIORITY = 10;
const HARDCODED_ROLE_PRIORITY = 20;
const ROLE_PRIORITY = 40;

function addRole(roles: ResolvedRoles, role: RoleReference) {
  if (role.clientId === undefined) roles.realm.add(role.name);
  else addClientRole(roles, role.clientId, role.name);
}

function removeRole(roles: ResolvedRoles, role: RoleReference): boolean {
  if (role.clientId === undefined) return roles.realm.delete(role.name);
  return roles.clients.get(role.clientId)?.delete(role.name) ?? false;
}

function mapRoles(claims: Claims, config: MapperConfig, names: Iterable<string>, prefix = "", clientId?: string) {
  const claimName = config["claim.name"];
  if (!claimName) return;
  const values = [...names].map((name) => prefix + name);
  const path = clientId === undefined ? claimName : claimName.replaceAll("${client_id}", escapeClaimName(clientId));
  mapClaim(claims, config, values, path);
}

export const ROLE_MAPPERS: Record<string, MapperType> = {
  "oidc-role-name-mapper": {
    priority: ROLE_NAMES_PRIORITY,
    kinds: ALL_KINDS,
    ignoresFlags: true,
    apply(_claims, config, { realm, roles }) {
      const role = config.role;
      const newName = config["new.role.name"];
      if (!role || !newName) return;
      if (removeRole(roles, parseRoleReference(realm, role))) addRole(roles, parseRoleReference(realm, newName));
    },
  },
  "oidc-hardcoded-role-mapper": {
    priority: HARDCODED_ROLE_PRIORITY,
    kinds: ALL_KINDS,
    ignoresFlags: true,
    apply(_claims, config, { realm, roles }) {
      if (config.role) addRole(roles, parseRoleReference(realm, config.role));
    },
  },
  "oidc-usermodel-realm-role-mapper": {
    priority: ROLE_PRIORITY,
    kinds: ALL_KINDS,
    apply(claims, config, { roles }) {
      mapRoles(claims, config, roles.realm, config["usermodel.realmRoleMapping.rolePrefix"]);
    },
  },
  "oidc-usermodel-client-role-mapper": {
    priority: ROLE_PRIORITY,
    kinds: ALL_KINDS,
    apply(claims, config, { roles }) {
      const only = config["usermodel.clientRoleMapping.clientId"];
      const prefix = config["usermodel.clientRoleMapping.rolePrefix"];
      for (const [clientId, names] of roles.clients)
        if (!only || clientId === only) mapRoles(claims, config, names, prefix, clientId);
    },
  },
};
