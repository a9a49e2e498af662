// Sync registrations: a user created in Keycloak while a WRITABLE LDAP provider has syncRegistrations on is added to
// the directory first (its mapped, writable attributes; a mandatory one left empty gets Keycloak's single space) and
// linked to it, as LDAPStorageProvider.addUser does; its password then lives in the directory.
import type { Entry } from "ldapts";
import type { RealmData, UserRecord } from "../../store/model.js";
import { first, LDAP_MAPPER_TYPE, LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { escapeRdnValue } from "./ldapSearch.js";
import { entryValues } from "./ldapUserMapping.js";
import { writeLdapPassword } from "./ldapUserWrites.js";

const EMPTY_ATTRIBUTE_VALUE = " ";

function registeringProvider(realm: RealmData) {
  return [...realm.components.values()]
    .filter((c) => c.providerType === USER_STORAGE_TYPE && c.providerId === LDAP_PROVIDER_ID)
    .filter((c) => {
      const cfg = ldapConfig(c.config);
      return cfg.enabled && cfg.editMode === "WRITABLE" && first(c.config, "syncRegistrations") === "true";
    })
    .sort((a, b) => Number(first(a.config, "priority") ?? 0) - Number(first(b.config, "priority") ?? 0))[0];
}

function modelValue(user: UserRecord, model: string): string | undefined {
  if (model === "username" || model === "email" || model === "firstName" || model === "lastName") return user[model];
  return user.attributes[model]?.[0];
}

/** true when the user now lives in a directory (and `password`, if any, was set there) */
export async function registerInLdap(realm: RealmData, user: UserRecord, password?: string): Promise<boolean> {
  const provider = registeringProvider(realm);
  if (!provider) return false;
  const cfg = ldapConfig(provider.config);
  const attributes: Record<string, string[]> = { objectClass: cfg.userObjectClasses };
  for (const mapper of realm.components.values()) {
    if (mapper.parentId !== provider.id || mapper.providerType !== LDAP_MAPPER_TYPE) continue;
    if (mapper.providerId !== "user-attribute-ldap-mapper" || first(mapper.config, "read.only") === "true") continue;
    const ldap = first(mapper.config, "ldap.attribute");
    const value = modelValue(user, first(mapper.config, "user.model.attribute") ?? "");
    const mandatory = first(mapper.config, "is.mandatory.in.ldap") === "true";
    if (ldap && (value || mandatory)) attributes[ldap] = [value || EMPTY_ATTRIBUTE_VALUE];
  }
  const rdnValue = attributes[cfg.rdnAttribute]?.[0] ?? user.username;
  attributes[cfg.rdnAttribute] = [rdnValue];
  const dn = `${cfg.rdnAttribute}=${escapeRdnValue(rdnValue)},${cfg.usersDn}`;
  const entry: Entry = await withLdap(cfg, async (client) => {
    await client.add(dn, attributes);
    const { searchEntries } = await client.search(dn, { scope: "base", attributes: [cfg.uuidAttribute] });
    return searchEntries[0];
  });
  user.federationLink = provider.id;
  user.attributes = { ...user.attributes, LDAP_ID: entryValues(entry, cfg.uuidAttribute), LDAP_ENTRY_DN: [dn] };
  if (password) {
    await writeLdapPassword({ provider, cfg, dn }, password);
    user.credentials = user.credentials.filter((c) => c.type !== "password");
  }
  return true;
}
