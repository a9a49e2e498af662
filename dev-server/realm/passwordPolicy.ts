// Keycloak's password policy string ("length(8) and digits(1) and notUsername(undefined)") checked as its
// PasswordPolicyProviders do, giving the message key and Keycloak's English text of the failure.
import type { UserRecord } from "../store/model.js";
import { boundedRegexTest } from "./boundedRegex.js";

export interface PolicyFailure {
  error: string;
  error_description: string;
}

/** the policy's parts as [name, argument] in order */
export function parsePolicy(policy: string | undefined): [string, string | undefined][] {
  if (!policy) return [];
  return policy.split(/\s+and\s+/).map((part) => {
    const m = /^\s*([\w-]+)\s*(?:\((.*)\))?\s*$/.exec(part);
    return m ? [m[1], m[2] === "undefined" ? undefined : m[2]] : [part.trim(), undefined];
  });
}

function count(value: string, re: RegExp): number {
  return (value.match(re) ?? []).length;
}

export function checkPasswordPolicy(
  policy: string | undefined,
  password: string,
  user: UserRecord,
): PolicyFailure | undefined {
  for (const [name, arg] of parsePolicy(policy)) {
    const n = Number.parseInt(arg ?? "1", 10) || 1;
    const fail = (error: string, text: string): PolicyFailure => ({
      error,
      error_description: `Invalid password: ${text}`,
    });
    switch (name) {
      case "length":
        if (password.length < (arg ? n : 8))
          return fail("invalidPasswordMinLengthMessage", `minimum length ${arg ? n : 8}.`);
        break;
      case "maxLength":
        if (password.length > (arg ? n : 64))
          return fail("invalidPasswordMaxLengthMessage", `maximum length ${arg ? n : 64}.`);
        break;
      case "digits":
        if (count(password, /\d/g) < n)
          return fail("invalidPasswordMinDigitsMessage", `must contain at least ${n} numerical digits.`);
        break;
      case "lowerCase":
        if (count(password, /\p{Ll}/gu) < n)
          return fail("invalidPasswordMinLowerCaseCharsMessage", `must contain at least ${n} lower case characters.`);
        break;
      case "upperCase":
        if (count(password, /\p{Lu}/gu) < n)
          return fail("invalidPasswordMinUpperCaseCharsMessage", `must contain at least ${n} upper case characters.`);
        break;
      case "specialChars":
        if (count(password, /[^\p{L}\p{N}]/gu) < n)
          return fail("invalidPasswordMinSpecialCharsMessage", `must contain at least ${n} special characters.`);
        break;
      // Keycloak compares exactly, against the lower-cased username it stores
      case "notUsername":
        if (password === user.username)
          return fail("invalidPasswordNotUsernameMessage", "must not be equal to the username.");
        break;
      case "notContainsUsername":
        if (user.username && password.toLowerCase().includes(user.username.toLowerCase()))
          return fail("invalidPasswordNotContainsUsernameMessage", "Can not contain the username.");
        break;
      case "notEmail":
        if (user.email && password.toLowerCase() === user.email)
          return fail("invalidPasswordNotEmailMessage", "must not be equal to the email.");
        break;
      case "regexPattern":
        if (arg && !boundedRegexTest(`^(?:${arg})$`, password, ""))
          return fail("invalidPasswordRegexPatternMessage", "fails to match regex pattern(s).");
        break;
      // passwordHistory needs the stored hashes (passwordHistory.ts); forceExpiredPasswordChange, hashAlgorithm and
      // hashIterations say how passwords are kept, not which are allowed; recoveryCodesWarningThreshold is about
      // recovery codes, which the dev server does not sign in with
      default:
        break;
    }
  }
  return undefined;
}
