// An LDAP provider component's config read as Keycloak's LDAPConfig reads it: single values, its defaults.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";

export const USER_STORAGE_TYPE = "org.keycloak.storage.UserStorageProvider";
export const LDAP_MAPPER_TYPE = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";
export const LDAP_PROVIDER_ID = "ldap";

export type EditMode = "READ_ONLY" | "WRITABLE" | "UNSYNCED";

export interface LdapConfig {
  connectionUrl: string;
  bindType: "simple" | "none";
  bindDn: string;
  bindCredential: string;
  startTls: boolean;
  /** milliseconds; undefined means the client's own default */
  connectionTimeout?: number;
  readTimeout?: number;
  usersDn: string;
  usernameAttribute: string;
  rdnAttribute: string;
  uuidAttribute: string;
  userObjectClasses: string[];
  customUserSearchFilter: string;
  /** "1" one level, "2" subtree */
  searchScope: "one" | "sub";
  pagination: boolean;
  batchSize: number;
  editMode: EditMode;
  importEnabled: boolean;
  usePasswordModifyExtendedOp: boolean;
  enabled: boolean;
}

export type ComponentConfig = ComponentRepresentation["config"];

export function first(config: ComponentConfig, key: string): string | undefined {
  const value = config?.[key];
  return Array.isArray(value) ? (value[0] as string | undefined) : (value as string | undefined);
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
};

export function ldapConfig(config: ComponentConfig): LdapConfig {
  const get = (key: string, fallback = "") => first(config, key) ?? fallback;
  const flag = (key: string, fallback: boolean) => (first(config, key) ?? String(fallback)) === "true";
  const editMode = get("editMode", "READ_ONLY");
  return {
    connectionUrl: get("connectionUrl"),
    bindType: get("authType", "simple") === "none" ? "none" : "simple",
    bindDn: get("bindDn"),
    bindCredential: get("bindCredential"),
    startTls: flag("startTls", false),
    connectionTimeout: positive(first(config, "connectionTimeout")),
    readTimeout: positive(first(config, "readTimeout")),
    usersDn: get("usersDn"),
    usernameAttribute: get("usernameLDAPAttribute", "uid"),
    rdnAttribute: get("rdnLDAPAttribute", "uid"),
    uuidAttribute: get("uuidLDAPAttribute", "entryUUID"),
    userObjectClasses: get("userObjectClasses", "inetOrgPerson, organizationalPerson")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    customUserSearchFilter: get("customUserSearchFilter").trim(),
    searchScope: get("searchScope", "1") === "2" ? "sub" : "one",
    pagination: flag("pagination", true),
    batchSize: positive(first(config, "batchSizeForSync")) ?? 1000,
    editMode: editMode === "WRITABLE" || editMode === "UNSYNCED" ? editMode : "READ_ONLY",
    importEnabled: flag("importEnabled", true),
    usePasswordModifyExtendedOp: flag("usePasswordModifyExtendedOp", false),
    enabled: flag("enabled", true),
  };
}
