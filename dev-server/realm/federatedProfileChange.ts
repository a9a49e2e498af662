// A change of a federated user's username, names or email, as Keycloak's user storage takes it: a property-file
// user's username is the file's key and cannot change; an LDAP provider refuses a field it keeps read-only, and a
// WRITABLE one gets the change written to the directory before Keycloak keeps it.
import type { RealmData, UserRecord } from "../store/model.js";
import { ldapErrorCode } from "./ldap/ldapErrorCode.js";
import { ldapLink, readOnlyChange, writeLdapFields, type ProfileFields } from "./ldap/ldapUserWrites.js";
import { propertyFileProviderOf } from "./property-file/propertyFileConfig.js";

/** a field the user's storage keeps read-only, or the directory's error */
export type FederatedRefusal = { readOnly: string } | { error: string };

/** undefined when the local update may go on */
export async function federatedProfileChange(
  realm: RealmData,
  user: UserRecord,
  next: ProfileFields,
): Promise<FederatedRefusal | undefined> {
  if (propertyFileProviderOf(realm, user)) {
    const renamed = next.username != null && next.username.trim().toLowerCase() !== user.username;
    return renamed ? { readOnly: "username" } : undefined;
  }
  const link = ldapLink(realm, user);
  if (!link) return undefined;
  const readOnly = readOnlyChange(realm, link, user, next);
  if (readOnly) return { readOnly };
  try {
    await writeLdapFields(realm, link, user, next);
    return undefined;
  } catch (error) {
    return { error: ldapErrorCode(error) };
  }
}
