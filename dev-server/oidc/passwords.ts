// Checks a user's login and password against the hashes Keycloak's pbkdf2 providers store, or against the LDAP
// directory or property file a federated user comes from (imported on first login when not yet: LDAP first, then the
// property files by priority), with the realm's brute-force detection.
import type { RealmData, UserRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import { isTemporarilyLocked, recordLoginFailure, recordLoginSuccess } from "../realm/bruteForce.js";
import { verifyPassword } from "../realm/passwordHash.js";
import { importOnFirstLogin, ldapPasswordMatches } from "../realm/ldap/ldapLogin.js";
import { filePasswordMatches, importOnFirstFileLogin } from "../realm/property-file/propertyFileLogin.js";
import { userStorageFolder } from "../realm/property-file/userStorageFolder.js";

/** a user by username, or by email when the realm allows login with email (Keycloak's default) */
export function findLoginUser(realm: RealmData, login: string): UserRecord | undefined {
  const lc = login.trim().toLowerCase();
  if (!lc) return undefined;
  const byEmail = realm.rep.loginWithEmailAllowed !== false;
  for (const user of realm.users.values()) if (user.username === lc) return user;
  if (byEmail) for (const user of realm.users.values()) if (user.email === lc) return user;
  return undefined;
}

/** `userFiles` is the folder property-file providers read (userStorageFolder), needed for their users only */
export async function passwordMatches(
  user: UserRecord,
  password: string,
  realm?: RealmData,
  userFiles?: string,
): Promise<boolean> {
  const byDirectory = realm ? await ldapPasswordMatches(realm, user, password) : undefined;
  if (byDirectory !== undefined) return byDirectory;
  const byFile = realm ? filePasswordMatches(realm, user, password, userFiles) : undefined;
  if (byFile !== undefined) return byFile;
  for (const credential of user.credentials) {
    if (credential.type === "password" && (await verifyPassword(credential, password))) return true;
  }
  return false;
}

export type LoginCheck =
  | { user: UserRecord }
  | {
      error: "user_not_found" | "invalid_user_credentials" | "user_disabled" | "user_temporarily_disabled";
      user?: UserRecord;
    };

/** Keycloak's checks in order, with its event error codes; a user imported on the way is saved */
export async function checkLogin(store: Store, realm: RealmData, login: string, password: string): Promise<LoginCheck> {
  const userFiles = userStorageFolder(store);
  let user = findLoginUser(realm, login);
  if (!user) {
    user = (await importOnFirstLogin(realm, login)) ?? importOnFirstFileLogin(realm, login, userFiles);
    if (user) store.changed(realm, { users: [user.id] });
  }
  if (!user) return { error: "user_not_found" };
  if (!(await passwordMatches(user, password, realm, userFiles))) return { error: "invalid_user_credentials", user };
  if (!user.enabled) return { error: "user_disabled", user };
  return { user };
}

/** checkLogin behind the realm's brute-force detection: a locked user is refused before the password is looked at,
 * a wrong password counts as a failure (possibly disabling the user under permanent lockout), a success clears them */
export async function checkLoginWithBruteForce(
  store: Store,
  realm: RealmData,
  login: string,
  password: string,
  ipAddress?: string,
): Promise<LoginCheck> {
  if (!realm.rep.bruteForceProtected) return checkLogin(store, realm, login, password);
  const user = findLoginUser(realm, login);
  if (user && isTemporarilyLocked(realm, user.id)) return { error: "user_temporarily_disabled", user };
  const result = await checkLogin(store, realm, login, password);
  if ("error" in result && result.error === "invalid_user_credentials" && result.user) {
    const wasEnabled = result.user.enabled;
    recordLoginFailure(realm, result.user.id, ipAddress);
    if (wasEnabled !== result.user.enabled) store.changed(realm, { users: [result.user.id] });
  } else if ("user" in result && !("error" in result)) {
    recordLoginSuccess(realm, result.user.id);
  }
  return result;
}
