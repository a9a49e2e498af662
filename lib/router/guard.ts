import { hasAccess, missingPermissions, type AccessRule } from "@/lib/access";

/**
 * The permissions to show on the Forbidden page for a chain of matched routes, or undefined when
 * every route's rule is held.
 */
export function deniedPermissions(rules: readonly AccessRule[], granted: readonly string[]): string[] | undefined {
  const failing = rules.filter((rule) => !hasAccess(rule, granted));
  if (failing.length === 0) return undefined;
  return [...new Set(failing.flatMap((rule) => missingPermissions(rule, granted)))];
}
