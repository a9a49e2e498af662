// What an LDAP provider adds to the user profile of the users it imported, as Keycloak's LDAPStorageProvider
// decorates it: LDAP_ID and LDAP_ENTRY_DN and its mappers' other attributes (shown to admins, read-only), and the
// fields it keeps read-only (all of them for a READ_ONLY provider, a read-only mapper's for a WRITABLE one, none for
// UNSYNCED, whose changes stay in Keycloak).
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import { userMapping } from "./ldapUserMapping.js";
import { ldapLink } from "./ldapUserWrites.js";

const USER_FIELDS = new Set(["username", "email", "firstName", "lastName"]);

export interface LdapProfile {
  /** attributes outside the realm's profile the provider shows */
  attributes: string[];
  /** profile fields and attributes the admin may not change */
  readOnly: Set<string>;
}

export function ldapUserProfile(realm: RealmData, user: UserRecord): LdapProfile | undefined {
  const link = ldapLink(realm, user);
  if (!link) return undefined;
  const mapping = userMapping(realm, link.provider.id);
  const mapped = mapping.attributes.filter((a) => !USER_FIELDS.has(a.model));
  const attributes = ["LDAP_ID", "LDAP_ENTRY_DN", ...mapped.map((a) => a.model)];
  const readOnly = new Set(["LDAP_ID", "LDAP_ENTRY_DN"]);
  if (link.cfg.editMode !== "UNSYNCED")
    for (const a of mapping.attributes) if (a.readOnly || link.cfg.editMode === "READ_ONLY") readOnly.add(a.model);
  return { attributes, readOnly };
}

/** the realm's profile metadata as this user's provider decorates it */
export function decoratedProfileMetadata(
  realm: RealmData,
  user: UserRecord,
  metadata: UserProfileMetadata,
): UserProfileMetadata {
  const profile = ldapUserProfile(realm, user);
  if (!profile) return metadata;
  const known = new Set((metadata.attributes ?? []).map((a) => a.name));
  const added = profile.attributes
    .filter((name) => !known.has(name))
    .map((name) => ({ name, displayName: name, required: false, readOnly: true, validators: {}, multivalued: false }));
  return {
    ...metadata,
    attributes: [
      ...(metadata.attributes ?? []).map((a) => (profile.readOnly.has(a.name!) ? { ...a, readOnly: true } : a)),
      ...added,
    ],
  };
}
