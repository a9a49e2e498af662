// The Keycloak side of the group-ldap-mapper and role-ldap-mapper: the groups under the mapper's groups path, or the
// realm's roles (or one client's), which LDAP group entries are synced with, and who holds each.
import { randomUUID } from "node:crypto";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import { findGroupByPath } from "../../store/realmLookups.js";
import { childGroups, invalidateGroupIndex } from "../groupIndex.js";
import { newRole } from "../roleWrites.js";
import { first } from "./ldapConfig.js";

export interface MembershipTarget {
  /** the mapper's LDAP side: where its entries live and how they are named */
  entriesDn: string;
  nameAttribute: string;
  objectClasses: string[];
  memberAttribute: string;
  /** DN: members are user DNs; UID: members are the users' uid values */
  memberType: "DN" | "UID";
  memberUserAttribute: string;
  dropMissing: boolean;
  names(): string[];
  /** the id of the group or role with this name, made when `create` and missing */
  idOf(name: string, create: boolean): string | undefined;
  /** only groups are ever dropped (drop.non.existing.groups.during.sync); roles are not */
  remove?(name: string): void;
  holds(user: UserRecord, id: string): boolean;
  grant(user: UserRecord, id: string): void;
}

type Mapper = ComponentRepresentation & { id: string };

function ldapSide(mapper: Mapper, kind: "groups" | "roles") {
  const get = (key: string, fallback: string) => first(mapper.config, key) ?? fallback;
  const nameKey = kind === "groups" ? "group.name.ldap.attribute" : "role.name.ldap.attribute";
  const classesKey = kind === "groups" ? "group.object.classes" : "role.object.classes";
  return {
    entriesDn: get(`${kind}.dn`, ""),
    nameAttribute: get(nameKey, "cn"),
    objectClasses: get(classesKey, "groupOfNames")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    memberAttribute: get("membership.ldap.attribute", "member"),
    memberType: get("membership.attribute.type", "DN") === "UID" ? ("UID" as const) : ("DN" as const),
    memberUserAttribute: get("membership.user.ldap.attribute", "uid"),
    dropMissing: kind === "groups" && get("drop.non.existing.groups.during.sync", "false") === "true",
  };
}

function groupTarget(realm: RealmData, mapper: Mapper): MembershipTarget {
  const path = first(mapper.config, "groups.path") ?? "/";
  const parentId = path === "/" || path === "" ? undefined : findGroupByPath(realm, path)?.id;
  const byName = () => new Map(childGroups(realm, parentId).map((g) => [g.name, g.id]));
  return {
    ...ldapSide(mapper, "groups"),
    names: () => [...byName().keys()],
    idOf(name, create) {
      const id = byName().get(name);
      if (id || !create) return id;
      const group = { id: randomUUID(), name, parentId, attributes: {}, roleIds: [] };
      realm.groups.set(group.id, group);
      invalidateGroupIndex(realm);
      return group.id;
    },
    remove(name) {
      const id = byName().get(name);
      if (!id) return;
      realm.groups.delete(id);
      for (const user of realm.users.values()) user.groupIds = user.groupIds.filter((g) => g !== id);
      invalidateGroupIndex(realm);
    },
    holds: (user, id) => user.groupIds.includes(id),
    grant: (user, id) => void (user.groupIds.includes(id) || user.groupIds.push(id)),
  };
}

function roleTarget(realm: RealmData, mapper: Mapper): MembershipTarget {
  const realmRoles = first(mapper.config, "use.realm.roles.mapping") !== "false";
  const clientId = first(mapper.config, "client.id");
  const client = realmRoles ? undefined : [...realm.clients.values()].find((c) => c.clientId === clientId);
  const containerId = client?.id ?? realm.rep.id;
  const roles = () => [...realm.roles.values()].filter((r) => r.containerId === containerId);
  return {
    ...ldapSide(mapper, "roles"),
    names: () => roles().map((r) => r.name),
    idOf(name, create) {
      const role = roles().find((r) => r.name === name);
      if (role || !create) return role?.id;
      return newRole(realm, { name }, client?.id).id;
    },
    holds: (user, id) => user.roleIds.includes(id),
    grant: (user, id) => void (user.roleIds.includes(id) || user.roleIds.push(id)),
  };
}

export function membershipTarget(realm: RealmData, mapper: Mapper): MembershipTarget | undefined {
  if (mapper.providerId === "group-ldap-mapper") return groupTarget(realm, mapper);
  if (mapper.providerId === "role-ldap-mapper") return roleTarget(realm, mapper);
  return undefined;
}
