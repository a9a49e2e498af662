// The checks Keycloak's LDAP mapper factories make of a saved mapper (validateConfiguration), with their texts and
// message keys; the parent provider decides what a full-name mapper may write.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { findGroupByPath } from "../../store/realmLookups.js";
import { first, ldapConfig } from "./ldapConfig.js";

type Mapper = Pick<ComponentRepresentation, "providerId" | "parentId" | "config">;

const MANDATORY: Record<string, [string, string][]> = {
  "user-attribute-ldap-mapper": [
    ["user.model.attribute", "User Model Attribute"],
    ["ldap.attribute", "LDAP Attribute"],
  ],
  "full-name-ldap-mapper": [["ldap.full.name.attribute", "LDAP Full Name Attribute"]],
  "group-ldap-mapper": [
    ["groups.dn", "LDAP Groups DN"],
    ["mode", "Mode"],
  ],
  "role-ldap-mapper": [
    ["roles.dn", "LDAP Roles DN"],
    ["mode", "Mode"],
  ],
};

export function ldapMapperError(realm: RealmData, mapper: Mapper): string | undefined {
  const value = (key: string) => first(mapper.config, key)?.trim() ?? "";
  const missing = (MANDATORY[mapper.providerId ?? ""] ?? []).find(([key]) => !value(key));
  if (missing) return `Missing configuration for '${missing[1]}'`;
  const on = (key: string) => value(key) === "true";
  switch (mapper.providerId) {
    case "user-attribute-ldap-mapper":
      if (on("is.binary.attribute") && !on("always.read.value.from.ldap"))
        return "With Binary attribute enabled, the ''Always read value from LDAP'' must be enabled too";
      return undefined;
    case "full-name-ldap-mapper": {
      if (on("read.only") && on("write.only")) return "ldapErrorCantWriteOnlyAndReadOnly";
      const parent = mapper.parentId ? realm.components.get(mapper.parentId) : undefined;
      if (on("write.only") && parent && ldapConfig(parent.config).editMode !== "WRITABLE")
        return "ldapErrorCantWriteOnlyForReadOnlyLdap";
      return undefined;
    }
    case "group-ldap-mapper": {
      if (on("preserve.group.inheritance") && (value("membership.attribute.type") || "DN") !== "DN")
        return "ldapErrorCantPreserveGroupInheritanceWithUIDMembershipType";
      const path = value("groups.path");
      if (path && path !== "/" && !findGroupByPath(realm, path)) return "ldapErrorMissingGroupsPathGroup";
      return undefined;
    }
    case "role-ldap-mapper":
      if (value("use.realm.roles.mapping") === "false" && !value("client.id")) return "ldapErrorMissingClientId";
      return undefined;
    default:
      return undefined;
  }
}
