import type { Rule } from "../types";

// NIST SP 800-63B's floor for passwords a user chooses
const MIN_LENGTH = 8;

/** No policy, or one that lets passwords shorter than the floor through. */
export function weakPasswordPolicy(policy: string | undefined): boolean {
  const length = /(?:^|\s)length\((\d+)\)/.exec(policy ?? "");
  return !length || Number(length[1]) < MIN_LENGTH;
}

export const realmWeakPasswordPolicy: Rule = {
  id: "realm-weak-password-policy",
  severity: "medium",
  title: "advisorWeakPasswordPolicy",
  why: "advisorWeakPasswordPolicyWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    weakPasswordPolicy(realm.passwordPolicy) ? [{ subject: { kind: "realm", tab: "password-policy" } }] : [],
};
