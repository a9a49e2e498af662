// The LDAP mapper types as one provider's sub-component types, their defaults following that provider.
import { LDAP_MAPPER_TYPES } from "./serverInfoLdap.js";

/** the mapper types as a provider's sub-component types: defaults follow the provider (getConfigProperties(parent)),
 * e.g. a group mapper of a WRITABLE directory defaults to LDAP_ONLY and of any other to READ_ONLY */
export function ldapMapperTypesFor(parent: { editMode: string; usernameAttribute: string; activeDirectory: boolean }) {
  const defaults: Record<string, string> = {
    "read.only": String(parent.editMode !== "WRITABLE"),
    mode: parent.editMode === "WRITABLE" ? "LDAP_ONLY" : "READ_ONLY",
    "membership.user.ldap.attribute": parent.usernameAttribute,
    "group.object.classes": parent.activeDirectory ? "group" : "groupOfNames",
    "role.object.classes": parent.activeDirectory ? "group" : "groupOfNames",
  };
  return LDAP_MAPPER_TYPES.map((type) => ({
    ...type,
    properties: (type.properties ?? []).map((p) =>
      p.name && p.name in defaults && (type.id !== "full-name-ldap-mapper" || p.name !== "read.only")
        ? { ...p, defaultValue: defaults[p.name] }
        : p,
    ),
  }));
}
