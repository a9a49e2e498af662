import type { UserProfileAttribute } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";

/** Attributes Keycloak's console never offers to delete: the profile cannot be saved without them. */
export const UNDELETABLE_ATTRIBUTES: readonly string[] = ["username", "email"];

/**
 * The attributes with `name` moved to the place of `target` (before it when moving up, after it when moving down).
 * Works on the whole list, so a move within a filtered view keeps the hidden attributes where they were.
 */
export function moveAttribute(
  attributes: readonly UserProfileAttribute[],
  name: string,
  target: string,
): UserProfileAttribute[] {
  const from = attributes.findIndex((attribute) => attribute.name === name);
  const to = attributes.findIndex((attribute) => attribute.name === target);
  if (from < 0 || to < 0 || from === to) return [...attributes];
  const rest = attributes.filter((_, index) => index !== from);
  const at = rest.findIndex((attribute) => attribute.name === target);
  rest.splice(from < to ? at + 1 : at, 0, attributes[from]);
  return rest;
}

/** The names of the attributes a group filter shows ("" shows all). */
export function filterByGroup(attributes: readonly UserProfileAttribute[], group: string): UserProfileAttribute[] {
  return group === "" ? [...attributes] : attributes.filter((attribute) => attribute.group === group);
}
