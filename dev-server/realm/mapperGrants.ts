// What a mapper gives the users it maps, so that saving it is checked as handing those roles and groups out: an
// identity-provider mapper's role ("role" or "clientId.role") and group (a path), whatever its type; an LDAP mapper's
// hardcoded role or group, every role of the container a role mapper syncs, every group under a group mapper's path.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { RealmData, RoleRecord } from "../store/model.js";
import { findGroupByPath } from "../store/realmLookups.js";
import { roleFromString } from "./broker/brokerMappers.js";
import { roleByName } from "./ldap/hardcodedMappers.js";
import { membershipTarget } from "./ldap/membershipTargets.js";
import { first, LDAP_MAPPER_TYPE } from "./ldap/ldapConfig.js";

export interface HandedOut {
  roles: RoleRecord[];
  groupIds: string[];
}

const present = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => item !== undefined);

export function idpMapperHandsOut(realm: RealmData, mapper: IdentityProviderMapperRepresentation): HandedOut {
  const config = (mapper.config ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof config[key] === "string" ? (config[key] as string) : undefined);
  const group = text("group");
  return {
    roles: present([roleFromString(realm, text("role"))]),
    groupIds: present([group ? findGroupByPath(realm, group)?.id : undefined]),
  };
}

export function ldapMapperHandsOut(realm: RealmData, component: ComponentRepresentation): HandedOut {
  if (component.providerType !== LDAP_MAPPER_TYPE) return { roles: [], groupIds: [] };
  const value = (key: string) => first(component.config, key) ?? "";
  switch (component.providerId) {
    case "hardcoded-ldap-role-mapper":
      return { roles: present([roleByName(realm, value("role"))]), groupIds: [] };
    case "hardcoded-ldap-group-mapper":
      return { roles: [], groupIds: present([findGroupByPath(realm, value("group"))?.id]) };
    case "role-ldap-mapper":
    case "group-ldap-mapper": {
      const target = membershipTarget(realm, { ...component, id: component.id ?? "" });
      const ids = present((target?.names() ?? []).map((name) => target?.idOf(name, false)));
      return component.providerId === "role-ldap-mapper"
        ? { roles: present(ids.map((id) => realm.roles.get(id))), groupIds: [] }
        : { roles: [], groupIds: ids };
    }
    default:
      return { roles: [], groupIds: [] };
  }
}
