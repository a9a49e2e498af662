// Which required action a login runs next, as Keycloak's AuthenticationManager picks it: the enabled actions' triggers
// first (the realm's "verify email" for an unverified address, a password older than the policy allows, a profile the
// user profile finds incomplete), then the first of the user's and the login's actions that the realm has registered
// and enabled, in the realm's order (priority, then name).
import type { RealmData, UserRecord } from "../../store/model.js";
import { parsePolicy } from "../../realm/passwordPolicy.js";
import { sortedRequiredActions } from "../../realm/requiredActionProviders.js";
import { profileProblems } from "./userProfileForm.js";

const DAY_MS = 86_400_000;

export function requiredActionEnabled(realm: RealmData, alias: string): boolean {
  return realm.requiredActions.some((a) => a.alias === alias && a.enabled === true);
}

function passwordExpired(realm: RealmData, user: UserRecord, now: number): boolean {
  const days = parsePolicy(realm.rep.passwordPolicy).find(([name]) => name === "forceExpiredPasswordChange")?.[1];
  const password = user.credentials.find((c) => c.type === "password");
  if (!days || !password) return false;
  return password.createdDate + Number(days) * DAY_MS < now;
}

/** Keycloak's evaluateRequiredActionTriggers; true when the user's stored record changed */
export function evaluateTriggers(
  realm: RealmData,
  user: UserRecord,
  loginActions: Set<string>,
  now = Date.now(),
): boolean {
  const before = user.requiredActions.join(",");
  const add = (alias: string) => {
    if (!user.requiredActions.includes(alias)) user.requiredActions = [...user.requiredActions, alias];
  };
  if (requiredActionEnabled(realm, "VERIFY_EMAIL") && realm.rep.verifyEmail && !user.emailVerified) add("VERIFY_EMAIL");
  if (requiredActionEnabled(realm, "UPDATE_PASSWORD") && passwordExpired(realm, user, now)) add("UPDATE_PASSWORD");
  if (requiredActionEnabled(realm, "VERIFY_PROFILE")) {
    if (profileProblems(realm, user).length === 0) {
      user.requiredActions = user.requiredActions.filter((a) => a !== "VERIFY_PROFILE");
      loginActions.delete("VERIFY_PROFILE");
    } else loginActions.add("VERIFY_PROFILE");
  }
  return user.requiredActions.join(",") !== before;
}

/** the next action the login runs, or undefined when none applies (unknown and disabled ones are passed over) */
export function nextRequiredAction(realm: RealmData, user: UserRecord, loginActions: Set<string>): string | undefined {
  const pending = new Set([...user.requiredActions, ...loginActions]);
  return sortedRequiredActions(realm).find((a) => a.enabled === true && pending.has(a.alias ?? ""))?.alias;
}

/** an action done: off the user and off the login */
export function completeRequiredAction(user: UserRecord, loginActions: Set<string>, alias: string): void {
  user.requiredActions = user.requiredActions.filter((a) => a !== alias);
  loginActions.delete(alias);
}
