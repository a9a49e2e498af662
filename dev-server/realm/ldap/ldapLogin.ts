// Signing in with a directory password: an imported user's password is checked by binding as their DN (an UNSYNCED
// user with a password set in Keycloak is checked locally); a user not imported yet is looked up in every enabled
// importing LDAP provider by its username attribute and imported on the way in.
import type { RealmData, UserRecord } from "../../store/model.js";
import { invalidateUserIndex } from "../userIndex.js";
import { LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { findUserEntry } from "./ldapSearch.js";
import { LdapUserImporter } from "./ldapUserImport.js";
import { requestedAttributes, userMapping } from "./ldapUserMapping.js";
import { ldapLink } from "./ldapUserWrites.js";
import { noCounts } from "./syncResult.js";
import { InvalidCredentialsError } from "ldapts";

/** true or false for a user an LDAP provider vouches for; undefined when Keycloak's own credentials decide */
export async function ldapPasswordMatches(
  realm: RealmData,
  user: UserRecord,
  password: string,
): Promise<boolean | undefined> {
  const link = ldapLink(realm, user);
  if (!link) return undefined;
  if (link.cfg.editMode === "UNSYNCED" && user.credentials.some((c) => c.type === "password")) return undefined;
  // an empty password would be an anonymous bind, which LDAP servers accept
  if (!password) return false;
  try {
    await withLdap(link.cfg, async () => undefined, { dn: link.dn, password });
    return true;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw error;
  }
}

/** the user imported from the first enabled LDAP provider that knows this username, if one does */
export async function importOnFirstLogin(realm: RealmData, login: string): Promise<UserRecord | undefined> {
  const username = login.trim().toLowerCase();
  if (!username) return undefined;
  const providers = [...realm.components.values()].filter(
    (c) => c.providerType === USER_STORAGE_TYPE && c.providerId === LDAP_PROVIDER_ID,
  );
  for (const provider of providers) {
    const cfg = ldapConfig(provider.config);
    if (!cfg.enabled || !cfg.importEnabled) continue;
    const mapping = userMapping(realm, provider.id);
    const entry = await withLdap(cfg, (client) =>
      findUserEntry(client, cfg, username, requestedAttributes(cfg, mapping)),
    );
    if (!entry) continue;
    const user = new LdapUserImporter(realm, provider.id, cfg, mapping).importEntry(entry, noCounts());
    invalidateUserIndex(realm);
    if (user) return user;
  }
  return undefined;
}
