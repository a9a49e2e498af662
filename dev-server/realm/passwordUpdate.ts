// A user's new password, stored where Keycloak's credential manager stores it: in the directory for a user of a
// WRITABLE LDAP provider (Keycloak keeps no copy), nowhere for a read-only directory or property file (refused), and
// otherwise hashed under the realm's policy, the password it replaces joining the history.
import { randomUUID } from "node:crypto";
import type { CredentialRecord, RealmData, UserRecord } from "../store/model.js";
import { hashPassword, policyHashing } from "./passwordHash.js";
import { rememberReplacedPassword } from "./passwordHistory.js";
import { ldapErrorCode } from "./ldap/ldapErrorCode.js";
import { ldapLink, writeLdapPassword } from "./ldap/ldapUserWrites.js";
import { propertyFileProviderOf } from "./property-file/propertyFileConfig.js";

/** Keycloak's refusal for an account whose provider cannot take a password */
export const READ_ONLY_ACCOUNT = "Can't reset password as account is read only";

/** stores the password; the error Keycloak gives when it cannot, or undefined */
export async function updatePassword(
  realm: RealmData,
  user: UserRecord,
  password: string,
  temporary: boolean,
): Promise<string | undefined> {
  const link = ldapLink(realm, user);
  if (link?.cfg.editMode === "READ_ONLY" || propertyFileProviderOf(realm, user)) return READ_ONLY_ACCOUNT;
  if (link?.cfg.editMode === "WRITABLE") {
    try {
      await writeLdapPassword(link, password);
    } catch (error) {
      return ldapErrorCode(error);
    }
  } else {
    const hashed = await hashPassword(password, policyHashing(realm.rep.passwordPolicy));
    const replaced = user.credentials.find((c) => c.type === "password");
    if (replaced) rememberReplacedPassword(realm.rep.passwordPolicy, user, replaced);
    // remembering it rewrites the list of credentials, so the password's place is looked up after
    const index = user.credentials.findIndex((c) => c.type === "password");
    const credential: CredentialRecord = {
      id: index >= 0 ? user.credentials[index].id : randomUUID(),
      type: "password",
      createdDate: Date.now(),
      userLabel: index >= 0 ? user.credentials[index].userLabel : undefined,
      ...hashed,
      temporary,
    };
    // a first password comes after the credentials the user has, as Keycloak gives a new one the lowest priority
    if (index >= 0) user.credentials[index] = credential;
    else user.credentials.push(credential);
  }
  if (temporary && !user.requiredActions.includes("UPDATE_PASSWORD")) user.requiredActions.push("UPDATE_PASSWORD");
  return undefined;
}
