import type PasswordPolicyTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/passwordPolicyTypeRepresentation.js";

/** One policy of the realm's string: its id and its argument, absent when the string has no parentheses for it. */
export type PasswordPolicyRow = { id: string; value?: string };

// Keycloak's PasswordPolicy.parse splits on " and " and takes everything between the first "(" and the last
// character as the argument, so an argument may hold parentheses but never " and ".
const SEPARATOR = " and ";

export function parsePasswordPolicy(policy: string | undefined): PasswordPolicyRow[] {
  if (!policy || !policy.trim()) return [];
  return policy.split(SEPARATOR).map((part) => {
    const text = part.trim();
    const open = text.indexOf("(");
    if (open === -1) return { id: text };
    return { id: text.slice(0, open).trim(), value: text.slice(open + 1, text.length - 1) };
  });
}

export function serializePasswordPolicy(rows: PasswordPolicyRow[]): string {
  return rows.map(({ id, value }) => (value === undefined ? id : `${id}(${value})`)).join(SEPARATOR);
}

/** A new row with the type's default argument; types without a configuration take none. */
export function newPolicyRow(type: PasswordPolicyTypeRepresentation): PasswordPolicyRow {
  return type.configType ? { id: type.id ?? "", value: type.defaultValue ?? "" } : { id: type.id ?? "" };
}

/** What "Add policy" offers: the types not in the rows yet, and those Keycloak allows more than once. */
export function addablePolicies(
  types: PasswordPolicyTypeRepresentation[],
  rows: PasswordPolicyRow[],
): PasswordPolicyTypeRepresentation[] {
  return types.filter((type) => type.multipleSupported || !rows.some((row) => row.id === type.id));
}

/** An argument may not hold the separator, since Keycloak would read the rest as another policy. */
export function splitsPolicy(value: string | undefined): boolean {
  return value !== undefined && value.includes(SEPARATOR);
}
