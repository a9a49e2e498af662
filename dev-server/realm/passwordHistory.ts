// Keycloak's passwordHistory(n) policy: a new password may equal neither the current password nor the n-1 most
// recent earlier ones, kept as "password-history" credentials beside the password, hidden from the credential list.
import { randomUUID } from "node:crypto";
import type { CredentialRecord, UserRecord } from "../store/model.js";
import { verifyPassword } from "./passwordHash.js";
import { checkPasswordPolicy, parsePolicy, type PolicyFailure } from "./passwordPolicy.js";

export const PASSWORD_HISTORY = "password-history";
const DEFAULT_HISTORY = 3;

/** the policy's history length, or undefined without a passwordHistory policy */
function historyLength(policy: string | undefined): number | undefined {
  const part = parsePolicy(policy).find(([name]) => name === "passwordHistory");
  if (!part) return undefined;
  const n = Number.parseInt(part[1] ?? "", 10);
  return Number.isNaN(n) ? DEFAULT_HISTORY : n;
}

const newestFirst = (a: CredentialRecord, b: CredentialRecord) => b.createdDate - a.createdDate;

async function checkPasswordHistory(
  policy: string | undefined,
  password: string,
  user: UserRecord,
): Promise<PolicyFailure | undefined> {
  const n = historyLength(policy);
  if (n === undefined || n < 0) return undefined;
  const current = user.credentials.filter((c) => c.type === "password");
  const earlier = user.credentials
    .filter((c) => c.type === PASSWORD_HISTORY)
    .sort(newestFirst)
    .slice(0, Math.max(n - 1, 0));
  for (const credential of [...current, ...earlier])
    if (await verifyPassword(credential, password))
      return {
        error: "invalidPasswordHistoryMessage",
        error_description: `Invalid password: must not be equal to any of last ${n} passwords.`,
      };
  return undefined;
}

/** every rule of the realm's policy, the history included */
export async function checkFullPasswordPolicy(
  policy: string | undefined,
  password: string,
  user: UserRecord,
): Promise<PolicyFailure | undefined> {
  return checkPasswordPolicy(policy, password, user) ?? (await checkPasswordHistory(policy, password, user));
}

/** before a password is replaced: the replaced one joins the history, which keeps the n-1 newest */
export function rememberReplacedPassword(policy: string | undefined, user: UserRecord, replaced: CredentialRecord) {
  const keep = Math.max((historyLength(policy) ?? 0) - 1, 0);
  const history = [
    { ...replaced, id: randomUUID(), type: PASSWORD_HISTORY, userLabel: undefined, temporary: undefined },
    ...user.credentials.filter((c) => c.type === PASSWORD_HISTORY),
  ]
    .sort(newestFirst)
    .slice(0, keep);
  user.credentials = [...user.credentials.filter((c) => c.type !== PASSWORD_HISTORY), ...history];
}
