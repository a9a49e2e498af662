// Signing in through a property-file provider, with the guide's import strategy: a username the realm does not know
// is looked up in each enabled provider's file and imported on the way in, linked to its provider; the password of
// such a user is always checked against the file (Keycloak keeps no copy), and not at all once the provider is off.
import type { RealmData, UserRecord } from "../../store/model.js";
import { addUser } from "../../store/realmUsers.js";
import { invalidateUserIndex } from "../userIndex.js";
import {
  enabledPropertyFileProviders,
  isPropertyFileProviderEnabled,
  propertyFileProviderOf,
  type PropertyFileProvider,
} from "./propertyFileConfig.js";
import { readProviderUsers, samePassword } from "./propertyFileUsers.js";

/** a new local copy of a file user, with the realm's default role and groups as every new user gets */
export function importFileUser(realm: RealmData, provider: PropertyFileProvider, username: string): UserRecord {
  const user = addUser(realm, { username, enabled: true, federationLink: provider.id });
  if (realm.defaultRoleId) user.roleIds = [realm.defaultRoleId];
  user.groupIds = [...realm.defaultGroupIds];
  return user;
}

/** the user imported from the first enabled provider whose file names this username, if one does */
export function importOnFirstFileLogin(
  realm: RealmData,
  login: string,
  folder: string | undefined,
): UserRecord | undefined {
  const username = login.trim().toLowerCase();
  if (!username) return undefined;
  for (const provider of enabledPropertyFileProviders(realm)) {
    if (!readProviderUsers(folder, provider).has(username)) continue;
    const user = importFileUser(realm, provider, username);
    invalidateUserIndex(realm);
    return user;
  }
  return undefined;
}

/** true or false for a user a property-file provider vouches for; undefined when it is not such a user */
export function filePasswordMatches(
  realm: RealmData,
  user: UserRecord,
  password: string,
  folder: string | undefined,
): boolean | undefined {
  const provider = propertyFileProviderOf(realm, user);
  if (!provider) return undefined;
  if (!isPropertyFileProviderEnabled(provider) || !password) return false;
  const expected = readProviderUsers(folder, provider).get(user.username);
  return expected !== undefined && samePassword(expected, password);
}
