// How an LDAP entry becomes a Keycloak user and back: the provider's user-attribute and full-name mappers say which
// LDAP attribute feeds which user field or attribute (LDAPStorageMapper semantics, read side and write side).
import type { Entry } from "ldapts";
import type { RealmData } from "../../store/model.js";
import { first, LDAP_MAPPER_TYPE, type LdapConfig } from "./ldapConfig.js";

export interface AttributeMapping {
  model: string;
  ldap: string;
  readOnly: boolean;
}

export interface UserMapping {
  attributes: AttributeMapping[];
  /** the full-name mapper's LDAP attribute, when the provider has one */
  fullName?: { ldap: string; readOnly: boolean };
}

/** the fields of a user an LDAP entry sets */
export interface MappedUser {
  dn: string;
  ldapId: string;
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  attributes: Record<string, string[]>;
}

export function userMapping(realm: RealmData, providerId: string): UserMapping {
  const mapping: UserMapping = { attributes: [] };
  for (const c of realm.components.values()) {
    if (c.parentId !== providerId || c.providerType !== LDAP_MAPPER_TYPE) continue;
    const readOnly = first(c.config, "read.only") === "true";
    if (c.providerId === "user-attribute-ldap-mapper") {
      const model = first(c.config, "user.model.attribute");
      const ldap = first(c.config, "ldap.attribute");
      if (model && ldap) mapping.attributes.push({ model, ldap, readOnly });
    } else if (c.providerId === "full-name-ldap-mapper") {
      const ldap = first(c.config, "ldap.full.name.attribute");
      if (ldap) mapping.fullName = { ldap, readOnly };
    }
  }
  return mapping;
}

/** the LDAP attributes a user search asks for */
export function requestedAttributes(cfg: LdapConfig, mapping: UserMapping): string[] {
  const names = new Set([
    cfg.usernameAttribute,
    cfg.rdnAttribute,
    cfg.uuidAttribute,
    "createTimestamp",
    "modifyTimestamp",
  ]);
  for (const a of mapping.attributes) names.add(a.ldap);
  if (mapping.fullName) names.add(mapping.fullName.ldap);
  return [...names];
}

export function entryValues(entry: Entry, name: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const raw = key === undefined ? undefined : entry[key];
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((v) => (Buffer.isBuffer(v) ? v.toString("utf8") : String(v)));
}

const USER_FIELDS = new Set(["username", "firstName", "lastName", "email"]);

/** undefined when the entry lacks the username or the UUID Keycloak links the user by */
export function mappedUser(entry: Entry, cfg: LdapConfig, mapping: UserMapping): MappedUser | undefined {
  const ldapId = entryValues(entry, cfg.uuidAttribute)[0];
  const fields: Partial<Record<string, string>> = {};
  const attributes: Record<string, string[]> = {};
  for (const a of mapping.attributes) {
    const values = entryValues(entry, a.ldap);
    if (!values.length) continue;
    if (USER_FIELDS.has(a.model)) fields[a.model] = values[0];
    else attributes[a.model] = values;
  }
  if (mapping.fullName) {
    const full = entryValues(entry, mapping.fullName.ldap)[0]?.trim();
    const cut = full ? full.lastIndexOf(" ") : -1;
    if (full)
      Object.assign(
        fields,
        cut > 0 ? { firstName: full.slice(0, cut), lastName: full.slice(cut + 1) } : { lastName: full },
      );
  }
  const username = (fields.username ?? entryValues(entry, cfg.usernameAttribute)[0])?.toLowerCase();
  if (!ldapId || !username) return undefined;
  return {
    dn: entry.dn,
    ldapId,
    username,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email?.toLowerCase(),
    attributes: { ...attributes, LDAP_ID: [ldapId], LDAP_ENTRY_DN: [entry.dn] },
  };
}
