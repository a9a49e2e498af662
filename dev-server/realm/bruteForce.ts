// Login failures per user, kept in memory as Keycloak keeps them (not part of the realm export). The login page
// calls recordLoginFailure / recordLoginSuccess; the attack-detection resources read and clear them.
import type { RealmData } from "../store/model.js";

export interface LoginFailure {
  numFailures: number;
  numTemporaryLockouts: number;
  lastFailure: number;
  lastIPFailure: string;
  /** a temporary lockout ends at this time (ms) */
  lockedUntil: number;
}

/** AttackDetectionResource's answer in Keycloak 26.7 */
export interface BruteForceStatus {
  numFailures: number;
  disabled: boolean;
  lastIPFailure: string;
  lastFailure: number;
  /** the end of the last temporary lockout, in seconds; 0 before any */
  failedLoginNotBefore: number;
  numTemporaryLockouts: number;
  /** failures of a second factor (OTP), which the dev server's logins never ask */
  numSecondaryAuthFailures: number;
}

const failures = new WeakMap<RealmData, Map<string, LoginFailure>>();

function table(realm: RealmData): Map<string, LoginFailure> {
  let t = failures.get(realm);
  if (!t) {
    t = new Map();
    failures.set(realm, t);
  }
  return t;
}

/** A failed password for a known user. With brute-force protection on, every failureFactor-th failure locks the
 * user for waitIncrementSeconds (growing up to maxFailureWaitSeconds), or disables them under permanentLockout. */
export function recordLoginFailure(realm: RealmData, userId: string, ipAddress = "n/a", now = Date.now()): void {
  const entry = table(realm).get(userId) ?? {
    numFailures: 0,
    numTemporaryLockouts: 0,
    lastFailure: 0,
    lastIPFailure: "n/a",
    lockedUntil: 0,
  };
  entry.numFailures += 1;
  entry.lastFailure = now;
  entry.lastIPFailure = ipAddress;
  table(realm).set(userId, entry);
  const rep = realm.rep;
  if (!rep.bruteForceProtected) return;
  const factor = rep.failureFactor ?? 30;
  if (entry.numFailures % factor !== 0) return;
  if (rep.permanentLockout && (rep.maxTemporaryLockouts ?? 0) <= entry.numTemporaryLockouts) {
    const user = realm.users.get(userId);
    if (user) user.enabled = false;
    return;
  }
  entry.numTemporaryLockouts += 1;
  const step = rep.waitIncrementSeconds ?? 60;
  const wait = Math.min(step * Math.floor(entry.numFailures / factor), rep.maxFailureWaitSeconds ?? 900);
  entry.lockedUntil = now + wait * 1000;
}

/** Keycloak forgets the failures of a user who logs in successfully. */
export function recordLoginSuccess(realm: RealmData, userId: string): void {
  table(realm).delete(userId);
}

/** true while the user is temporarily locked out; the login page refuses such users */
export function isTemporarilyLocked(realm: RealmData, userId: string, now = Date.now()): boolean {
  const entry = table(realm).get(userId);
  return !!realm.rep.bruteForceProtected && !!entry && entry.lockedUntil > now;
}

export function bruteForceStatus(realm: RealmData, userId: string): BruteForceStatus {
  // Keycloak answers the zero status for a realm without brute-force protection, whatever was recorded before
  const entry = realm.rep.bruteForceProtected ? table(realm).get(userId) : undefined;
  return {
    numFailures: entry?.numFailures ?? 0,
    disabled: isTemporarilyLocked(realm, userId),
    lastIPFailure: entry?.lastIPFailure ?? "n/a",
    lastFailure: entry?.lastFailure ?? 0,
    failedLoginNotBefore: entry ? Math.floor(entry.lockedUntil / 1000) : 0,
    numTemporaryLockouts: entry?.numTemporaryLockouts ?? 0,
    numSecondaryAuthFailures: 0,
  };
}

/** true when there was something to clear */
export function clearLoginFailures(realm: RealmData, userId?: string): boolean {
  if (userId) return table(realm).delete(userId);
  table(realm).clear();
  return true;
}
