// A realm's password policy string checked as Keycloak's PasswordPolicy.Builder builds it on a realm update: every
// policy must be known, take its argument and appear once unless it may repeat. The message is Keycloak's, which
// the update answers as a 400.
import { PASSWORD_POLICIES } from "./serverInfoPolicies.js";

function parts(policy: string): [string, string | undefined][] {
  return policy.split(" and ").map((part) => {
    const text = part.trim();
    const open = text.indexOf("(");
    return open === -1 ? [text, undefined] : [text.slice(0, open).trim(), text.slice(open + 1, text.length - 1)];
  });
}

// Keycloak's providers' parseConfig failures, for the argument types they declare
function configProblem(configType: string | undefined, id: string, value: string | undefined): string | undefined {
  if (configType === "int") {
    return value === undefined || /^[-+]?\d+$/.test(value) ? undefined : "Not a valid number";
  }
  if (id !== "regexPattern") return undefined;
  if (value === undefined) return "Config required";
  if (!value.trim()) return "White space not acepted";
  try {
    new RegExp(value);
    return undefined;
  } catch {
    return "Not a valid regular expression";
  }
}

export function passwordPolicyProblem(policy: string | undefined): string | undefined {
  if (typeof policy !== "string" || !policy.trim()) return undefined;
  const seen = new Set<string>();
  for (const [id, value] of parts(policy)) {
    const type = (PASSWORD_POLICIES ?? []).find((candidate) => candidate.id === id);
    if (!type) return "Password policy not found";
    const problem = configProblem(type.configType, id, value);
    if (problem) return `Invalid config for ${id}: ${problem}`;
    if (seen.has(id) && !type.multipleSupported) return `Invalid multiple definition for config ${id}`;
    seen.add(id);
  }
  return undefined;
}
