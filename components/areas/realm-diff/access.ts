import type { DiffEntry, FieldDiff } from "@/lib/realm-diff/types";

/**
 * The role a copy needs on its target: partial import (an object the target lacks) asks manage-realm, an object's
 * own endpoint the role that manages its kind.
 */
export function copyRole(entry: DiffEntry, field: FieldDiff | undefined): string {
  if (!field && entry.kind !== "changed") return "manage-realm";
  if (entry.section === "clients" || entry.key.startsWith("client:")) return "manage-clients";
  if (entry.section === "identityProviders") return "manage-identity-providers";
  return "manage-realm";
}
