// The hardcoded-ldap-role-mapper and hardcoded-ldap-group-mapper: every user the provider imports gets the role
// (a realm role by name, or "client.role") and joins the group (by path).
import type { RealmData, UserRecord } from "../../store/model.js";
import { findClientRole, findGroupByPath, findRealmRole } from "../../store/realmLookups.js";
import { first, LDAP_MAPPER_TYPE } from "./ldapConfig.js";

/** a realm role by name, else "clientId.role" */
export function roleByName(realm: RealmData, name: string) {
  const realmRole = findRealmRole(realm, name);
  if (realmRole) return realmRole;
  const dot = name.indexOf(".");
  if (dot < 0) return undefined;
  const client = [...realm.clients.values()].find((c) => c.clientId === name.slice(0, dot));
  return client ? findClientRole(realm, client.id, name.slice(dot + 1)) : undefined;
}

export function grantHardcoded(realm: RealmData, providerId: string, user: UserRecord): void {
  for (const mapper of realm.components.values()) {
    if (mapper.parentId !== providerId || mapper.providerType !== LDAP_MAPPER_TYPE) continue;
    if (mapper.providerId === "hardcoded-ldap-role-mapper") {
      const role = roleByName(realm, first(mapper.config, "role") ?? "");
      if (role && !user.roleIds.includes(role.id)) user.roleIds.push(role.id);
    } else if (mapper.providerId === "hardcoded-ldap-group-mapper") {
      const group = findGroupByPath(realm, first(mapper.config, "group") ?? "");
      if (group && !user.groupIds.includes(group.id)) user.groupIds.push(group.id);
    }
  }
}
