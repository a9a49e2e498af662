import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";

/**
 * Who may open a route: undefined = anyone; `any` = any one of; `all` = all of;
 * both = all of `all` and at least one of `any`.
 */
export type AccessRule = { any?: string[]; all?: string[] } | undefined;

const holdsAll = (needed: readonly string[], granted: readonly string[]) => needed.every((p) => granted.includes(p));
const holdsAny = (needed: readonly string[], granted: readonly string[]) =>
  needed.length === 0 || needed.some((p) => granted.includes(p));

export function hasAccess(rule: AccessRule, granted: readonly string[]): boolean {
  if (!rule) return true;
  return holdsAll(rule.all ?? [], granted) && holdsAny(rule.any ?? [], granted);
}

/** Navigation shows an item when any one of the route's permissions is held, whatever the route declares. */
export function hasNavAccess(rule: AccessRule, granted: readonly string[]): boolean {
  return holdsAny(requiredPermissions(rule), granted);
}

/** Every permission a rule names, without repeats. */
export function requiredPermissions(rule: AccessRule): string[] {
  return [...new Set([...(rule?.all ?? []), ...(rule?.any ?? [])])];
}

/**
 * What stands between the user and the route: the `all` permissions not held, plus the whole `any` list when
 * none of it is held. Empty when the rule is met.
 */
export function missingPermissions(rule: AccessRule, granted: readonly string[]): string[] {
  if (hasAccess(rule, granted)) return [];
  const missingAll = (rule?.all ?? []).filter((p) => !granted.includes(p));
  const missingAny = holdsAny(rule?.any ?? [], granted) ? [] : (rule?.any ?? []);
  return [...new Set([...missingAll, ...missingAny])];
}

/** The permissions the signed-in user holds in `realm` (whoami realm_access). */
export function permissionsIn(whoAmI: WhoAmIRepresentation | undefined, realm: string): string[] {
  const granted = whoAmI?.realm_access?.[realm] ?? [];
  return granted.filter((p): p is Extract<typeof p, string> => typeof p === "string");
}
