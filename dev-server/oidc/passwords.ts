// Checks a user's password: plaintext `value` credentials (hand-written seeds, reset-password) and Keycloak's
// pbkdf2 hashes from `kc.sh export`. pbkdf2 takes ~150 ms, so it runs asynchronously.
import { pbkdf2, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { CredentialRecord, RealmData, UserRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import { isTemporarilyLocked, recordLoginFailure, recordLoginSuccess } from "../realm/bruteForce.js";

const pbkdf2Async = promisify(pbkdf2);

/** a user by username, or by email when the realm allows login with email (Keycloak's default) */
export function findLoginUser(realm: RealmData, login: string): UserRecord | undefined {
  const lc = login.trim().toLowerCase();
  if (!lc) return undefined;
  const byEmail = realm.rep.loginWithEmailAllowed !== false;
  for (const user of realm.users.values()) if (user.username === lc) return user;
  if (byEmail) for (const user of realm.users.values()) if (user.email === lc) return user;
  return undefined;
}

export async function passwordMatches(user: UserRecord, password: string): Promise<boolean> {
  for (const credential of user.credentials) {
    if (credential.type === "password" && (await credentialMatches(credential, password))) return true;
  }
  return false;
}

async function credentialMatches(credential: CredentialRecord, password: string): Promise<boolean> {
  if (credential.value !== undefined) return credential.value === password;
  if (!credential.secretData || !credential.credentialData) return false;
  try {
    const secret = JSON.parse(credential.secretData) as { value: string; salt: string };
    const data = JSON.parse(credential.credentialData) as { algorithm: string; hashIterations: number };
    const algorithm = /^pbkdf2(?:-(sha\d+))?$/.exec(data.algorithm);
    if (!algorithm) return false;
    const expected = Buffer.from(secret.value, "base64");
    const actual = await pbkdf2Async(
      password,
      Buffer.from(secret.salt, "base64"),
      data.hashIterations,
      expected.length,
      algorithm[1] ?? "sha1",
    );
    return timingSafeEqual(expected, actual);
  } catch {
    return false;
  }
}

export type LoginCheck =
  | { user: UserRecord }
  | {
      error: "user_not_found" | "invalid_user_credentials" | "user_disabled" | "user_temporarily_disabled";
      user?: UserRecord;
    };

/** Keycloak's checks in order, with its event error codes */
export async function checkLogin(realm: RealmData, login: string, password: string): Promise<LoginCheck> {
  const user = findLoginUser(realm, login);
  if (!user) return { error: "user_not_found" };
  if (!(await passwordMatches(user, password))) return { error: "invalid_user_credentials", user };
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
  if (!realm.rep.bruteForceProtected) return checkLogin(realm, login, password);
  const user = findLoginUser(realm, login);
  if (user && isTemporarilyLocked(realm, user.id)) return { error: "user_temporarily_disabled", user };
  const result = await checkLogin(realm, login, password);
  if ("error" in result && result.error === "invalid_user_credentials" && result.user) {
    const wasEnabled = result.user.enabled;
    recordLoginFailure(realm, result.user.id, ipAddress);
    if (wasEnabled !== result.user.enabled) store.changed(realm, { users: [result.user.id] });
  } else if ("user" in result && !("error" in result)) {
    recordLoginSuccess(realm, result.user.id);
  }
  return result;
}
