// What keeps two users of a realm apart, as Keycloak checks it on every change of a username or email: no two share a
// username, and no two share an email unless the realm allows duplicate emails.
import type { RealmData, UserRecord } from "../store/model.js";
import { findUserByUsername } from "../store/realmLookups.js";

function findUserByEmail(realm: RealmData, email: string): UserRecord | undefined {
  const lc = email.toLowerCase();
  for (const u of realm.users.values()) if (u.email === lc) return u;
  return undefined;
}

/** the field another user (not `self`) already holds this value of, or undefined */
export function takenField(
  realm: RealmData,
  username: string,
  email: string | undefined,
  self?: UserRecord,
): "username" | "email" | undefined {
  const byName = findUserByUsername(realm, username);
  if (byName && byName !== self) return "username";
  if (email && !realm.rep.duplicateEmailsAllowed) {
    const byEmail = findUserByEmail(realm, email);
    if (byEmail && byEmail !== self) return "email";
  }
  return undefined;
}
