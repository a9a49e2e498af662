import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { userProfileFieldName } from "@/lib/form/userProfile";

/** A 409 names what clashes: "User exists with same email" goes on the email, anything else on the username. */
export function conflictField(message: string): "username" | "email" {
  return /same email$/i.test(message) ? "email" : "username";
}

/** The server names profile attributes as the profile does; the form nests the non-root ones under attributes. */
export const profileFieldName = (field: string) => userProfileFieldName(field);

/** Every attribute read-only: how an admin without manage-users sees the profile. */
export function readOnlyMetadata(metadata: UserProfileMetadata): UserProfileMetadata {
  return {
    ...metadata,
    attributes: (metadata.attributes ?? []).map((attribute) => ({ ...attribute, readOnly: true })),
  };
}

/** The user's attributes the profile does not declare. */
export function unmanagedPart(
  attributes: UserRepresentation["attributes"],
  metadata: UserProfileMetadata | undefined,
): Record<string, string[]> {
  const managed = new Set((metadata?.attributes ?? []).map((attribute) => attribute.name));
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([name]) => !managed.has(name))) as Record<
    string,
    string[]
  >;
}

/** The user's attributes the profile declares. */
export function managedPart(
  attributes: UserRepresentation["attributes"],
  metadata: UserProfileMetadata | undefined,
): Record<string, string[]> {
  const managed = new Set((metadata?.attributes ?? []).map((attribute) => attribute.name));
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([name]) => managed.has(name))) as Record<
    string,
    string[]
  >;
}
